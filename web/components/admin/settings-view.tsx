import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiEffectiveSetting } from '../../../bff/contract/admin-setting-requests';
import type { AdminProblem } from '../../admin/admin-api';
import { ALL_DOMAINS, draftOf, type SettingsPage } from '../../admin/settings-page';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Badge, Button } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { MemberMain } from './member-parts';

const field = `
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  font: inherit;
`;

const Controls = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  input,
  select {
    ${field}
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr 2fr;
    align-items: end;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Item = styled.li`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
  }
  label {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  input,
  select,
  textarea {
    ${field}
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  .inherited,
  .hint {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  .error {
    margin: 0;
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

const SOURCE_TEXT: Readonly<Record<ApiEffectiveSetting['source'], MessageKey>> = {
  default: 'admin.settings.source.default',
  install: 'admin.settings.source.install',
  domain: 'admin.settings.source.domain',
};

/** A refusal of one setting in words: its value wrong (and where), no JSON, the disclosure rule, or the code's text. */
function settingProblemText(t: ReturnType<typeof useT>, key: string, problem: AdminProblem): string | undefined {
  if (problem.error === 'invalid_input') return t('admin.error.invalid_value', { key, reason: problem.reason ?? '' });
  if (problem.error === 'invalid_json') return t('admin.error.invalid_json', { key });
  if (problem.error === 'fictional_disclosure_required') return t('admin.error.fictional_disclosure_required', { key: problem.field ?? key });
  return adminProblemText(t, problem);
}

const SettingEditor = observer(function SettingEditor({ page, setting }: { page: SettingsPage; setting: ApiEffectiveSetting }) {
  const t = useT();
  const id = `setting-${setting.key}`;
  const problem = page.problems.get(setting.key);
  const draft = page.draft(setting);
  const described = [`${id}-inherited`, problem ? `${id}-error` : '', setting.input === 'json' ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = { id, name: setting.key, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described, disabled: page.busy === setting.key };
  const own = setting.source === 'domain' || (page.domain === ALL_DOMAINS && setting.source === 'install');
  return (
    <Item>
      <div className="head">
        <label htmlFor={id}>{setting.key}</label>
        <Badge $tone={setting.source === 'default' ? 'neutral' : 'unread'}>{t(SOURCE_TEXT[setting.source])}</Badge>
      </div>
      {setting.input === 'choice' || setting.input === 'boolean' ? (
        <select {...common} value={draft} onChange={(event) => page.setDraft(setting.key, event.target.value)}>
          {(setting.input === 'boolean' ? ['true', 'false'] : (setting.choices ?? []).map(String)).map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'true' ? t('admin.settings.true') : choice === 'false' ? t('admin.settings.false') : choice === '' ? t('admin.settings.none') : choice}
            </option>
          ))}
        </select>
      ) : setting.input === 'json' ? (
        <textarea {...common} value={draft} spellCheck={false} onChange={(event) => page.setDraft(setting.key, event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={setting.input === 'number' ? 'decimal' : undefined} value={draft} onChange={(event) => page.setDraft(setting.key, event.target.value)} />
      )}
      {setting.input === 'json' && (
        <p className="hint" id={`${id}-hint`}>
          {t('admin.settings.jsonHint')}
        </p>
      )}
      <p className="inherited" id={`${id}-inherited`}>
        {t('admin.settings.inherited')} {draftOf({ input: setting.input === 'json' ? 'json' : 'text', value: setting.inherited }).replace(/\s+/g, ' ')}
      </p>
      {problem && (
        <p className="error" id={`${id}-error`}>
          {settingProblemText(t, setting.key, problem)}
        </p>
      )}
      <div className="actions">
        <Button type="button" onClick={() => void page.save(setting)} disabled={page.busy === setting.key} aria-describedby={id}>
          {t('admin.settings.save')}
        </Button>
        {own && (
          <Button type="button" $variant="secondary" onClick={() => void page.reset(setting)} disabled={page.busy === setting.key}>
            {t('admin.settings.reset')}
          </Button>
        )}
      </div>
    </Item>
  );
});

/** /admin/settings: the domain, a filter, the reason for the changes, and every setting with its own field. */
export const SettingsView = observer(function SettingsView({ page }: { page: SettingsPage }) {
  const t = useT();
  const view = page.view;
  return (
    <MemberMain>
      <h1>{t('admin.settings.title')}</h1>
      <p className="intro">{t('admin.settings.intro')}</p>
      {page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      {view && (
        <>
          <Controls>
            <label>
              {t('admin.settings.domain')}
              <select name="domain" value={page.domain} onChange={(event) => void page.open(event.target.value)}>
                {view.domains.map((domain) => (
                  <option key={domain} value={domain}>
                    {domain === ALL_DOMAINS ? t('admin.settings.domainAll') : domain}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('admin.settings.filter')}
              <input type="search" name="filter" value={page.filter} autoComplete="off" onChange={(event) => page.setFilter(event.target.value)} />
            </label>
            <label>
              {t('admin.settings.reason')}
              <input type="text" name="reason" value={page.reason} maxLength={1000} autoComplete="off" onChange={(event) => page.setReason(event.target.value)} />
            </label>
          </Controls>
          {view.fictional_profiles > 0 && <Notice tone="info">{t('admin.settings.fictional', { count: view.fictional_profiles })}</Notice>}
          <div role="status" aria-live="polite">
            {page.done && <Notice tone="success">{t(page.done.what === 'saved' ? 'admin.settings.saved' : 'admin.settings.resetDone', { key: page.done.key })}</Notice>}
          </div>
          {page.shown.length === 0 ? (
            <p>{t('admin.settings.empty', { query: page.filter })}</p>
          ) : (
            <List aria-busy={page.loading || undefined}>
              {page.shown.map((setting) => (
                <SettingEditor key={`${page.domain}/${setting.key}`} page={page} setting={setting} />
              ))}
            </List>
          )}
        </>
      )}
    </MemberMain>
  );
});
