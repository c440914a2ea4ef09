import { Ban, Plus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { controlBox } from './filter-form';
import type { ApiDiscountCode, ApiDiscountState } from '../../../bff/contract/admin-dashboard-requests';
import type { DiscountCodesPage, DiscountField } from '../../admin/discount-codes-page';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { MemberMain as AdminColumn } from './member-parts';

const Form = styled(Card)`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2.5)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h2,
  .submit {
    grid-column: 1 / -1;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .hint {
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Input = styled.input`
  ${controlBox}
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
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

const Row = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2)};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${(p) => p.theme.space(1)};
  }
  .actions label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
    width: 10rem;
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: ${(p) => p.theme.space(0.25)} ${(p) => p.theme.space(1)};
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 700;
  background: ${(p) => (p.$on ? p.theme.colors.successSoft : p.theme.colors.neutralSoft)};
  color: ${(p) => (p.$on ? p.theme.colors.onSuccessSoft : p.theme.colors.onNeutralSoft)};
`;

const STATE_TEXT: Readonly<Record<ApiDiscountState, MessageKey>> = {
  active: 'admin.discounts.state.active',
  disabled: 'admin.discounts.state.disabled',
  expired: 'admin.discounts.state.expired',
  scheduled: 'admin.discounts.state.scheduled',
  used_up: 'admin.discounts.state.used_up',
};

const FIELD_TEXT: Readonly<Record<DiscountField, MessageKey>> = {
  code: 'admin.discounts.error.code',
  percentage: 'admin.discounts.error.percentage',
  max_uses: 'admin.discounts.error.max_uses',
  valid_from: 'admin.discounts.error.valid_from',
  valid_until: 'admin.discounts.error.valid_until',
  domain: 'admin.discounts.error.domain',
};

/** /admin/discounts: a new code, and every code with its uses, limit, dates, domain and state. */
export const DiscountCodesView = observer(function DiscountCodesView({ page }: { page: DiscountCodesPage }) {
  const t = useT();
  const intl = useIntl();
  const problem = page.problem;
  const field = problem?.error === 'invalid_input' ? (problem.field as DiscountField | undefined) : undefined;
  const problemText = problem && (field && FIELD_TEXT[field] ? t(FIELD_TEXT[field], { uses: (problem as { uses?: number }).uses ?? 0 }) : adminProblemText(t, problem));
  const formProblem = problem && !page.problemCode;
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' }) : '—');
  /** The last day a code applies: its expiry is the start of the day after. */
  const lastDay = (code: ApiDiscountCode) => (code.expires_at ? date(new Date(new Date(code.expires_at).getTime() - 1).toISOString()) : t('admin.discounts.never'));
  const input = (name: DiscountField, type: string, label: MessageKey, hint?: MessageKey, extra: Record<string, string | number> = {}) => (
    <label>
      <span>
        {t(label)} {hint && <span className="hint">{t(hint)}</span>}
      </span>
      <Input
        name={name}
        type={type}
        value={page.form[name]}
        aria-invalid={(formProblem && field === name) || undefined}
        aria-describedby={formProblem && field === name ? 'discount-problem' : undefined}
        onChange={(event) => page.setField(name, event.target.value)}
        {...extra}
      />
    </label>
  );

  if (page.me && !page.mayEdit) {
    return (
      <AdminColumn>
        <h1>{t('admin.discounts.title')}</h1>
        <Notice tone="danger">{t('admin.error.forbidden')}</Notice>
      </AdminColumn>
    );
  }
  return (
    <AdminColumn aria-busy={!page.loaded}>
      <h1>{t('admin.discounts.title')}</h1>
      <p className="intro">{t('admin.discounts.intro')}</p>
      <Form
        as="form"
        aria-labelledby="discount-new"
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void page.create();
        }}
      >
        <h2 id="discount-new">{t('admin.discounts.new')}</h2>
        {input('code', 'text', 'admin.discounts.code', 'admin.discounts.codeHint', { autoComplete: 'off', maxLength: 24 })}
        {input('percentage', 'number', 'admin.discounts.percentage', 'admin.discounts.percentageHint', { min: 1, max: 90, step: 1, inputMode: 'numeric' })}
        {input('max_uses', 'number', 'admin.discounts.maxUses', 'admin.discounts.maxUsesHint', { min: 1, step: 1, inputMode: 'numeric' })}
        {input('valid_from', 'date', 'admin.discounts.validFrom')}
        {input('valid_until', 'date', 'admin.discounts.validUntil')}
        {input('domain', 'text', 'admin.discounts.domain', 'admin.discounts.domainHint', { autoComplete: 'off' })}
        {formProblem && (
          <div className="submit" id="discount-problem">
            <Notice tone="danger">{problemText}</Notice>
          </div>
        )}
        <div className="submit">
          <Button type="submit" disabled={page.busy}>
            <Plus size={18} aria-hidden="true" />
            {t('admin.discounts.create')}
          </Button>
        </div>
      </Form>
      <div role="status" aria-live="polite">
        {page.made && <Notice tone="success">{t('admin.discounts.made', { code: page.made })}</Notice>}
      </div>
      <section aria-labelledby="discount-list">
        <h2 id="discount-list">{t('admin.discounts.list')}</h2>
        {page.loaded && page.codes.length === 0 && <p className="intro">{t('admin.discounts.empty')}</p>}
        <List>
          {page.codes.map((code) => {
            const ended = code.state === 'disabled' || code.state === 'expired';
            const limitId = `limit-${code.code}`;
            return (
              <li key={code.code}>
                <Row as="article" aria-labelledby={`code-${code.code}`} data-testid={`discount-${code.code}`}>
                  <div className="head">
                    <h3 id={`code-${code.code}`}>{code.code}</h3>
                    <Badge $on={code.state === 'active'}>{t(STATE_TEXT[code.state])}</Badge>
                  </div>
                  <dl>
                    <div>
                      <dt>{t('admin.discounts.discount')}</dt>
                      <dd>{t('admin.discounts.percentOff', { percentage: code.percentage })}</dd>
                    </div>
                    <div>
                      <dt>{t('admin.discounts.uses')}</dt>
                      <dd data-testid="uses">{code.max_uses === null ? t('admin.discounts.usesUnlimited', { uses: code.uses }) : t('admin.discounts.usesOf', { uses: code.uses, max: code.max_uses })}</dd>
                    </div>
                    <div>
                      <dt>{t('admin.discounts.validFrom')}</dt>
                      <dd>{code.valid_from ? date(code.valid_from) : date(code.created_at)}</dd>
                    </div>
                    <div>
                      <dt>{t('admin.discounts.validUntil')}</dt>
                      <dd>{lastDay(code)}</dd>
                    </div>
                    <div>
                      <dt>{t('admin.discounts.domain')}</dt>
                      <dd>{code.domain ?? t('admin.discounts.allDomains')}</dd>
                    </div>
                  </dl>
                  {!ended && (
                    <form
                      className="actions"
                      aria-label={t('admin.discounts.actionsFor', { code: code.code })}
                      onSubmit={(event) => {
                        event.preventDefault();
                        void page.limit(code.code);
                      }}
                    >
                      <label htmlFor={limitId}>
                        {t('admin.discounts.limit')}
                        <Input
                          id={limitId}
                          type="number"
                          min={Math.max(1, code.uses)}
                          step={1}
                          inputMode="numeric"
                          value={page.limits[code.code] ?? ''}
                          placeholder={t('admin.discounts.noLimit')}
                          aria-invalid={(page.problemCode === code.code && field === 'max_uses') || undefined}
                          onChange={(event) => page.setLimit(code.code, event.target.value)}
                        />
                      </label>
                      <Button type="submit" $variant="secondary" disabled={page.busy}>
                        {t('admin.discounts.setLimit')}
                      </Button>
                      <Button type="button" $variant="secondary" disabled={page.busy} onClick={() => void page.end(code.code)}>
                        <Ban size={18} aria-hidden="true" />
                        {t('admin.discounts.end')}
                      </Button>
                    </form>
                  )}
                  {page.problemCode === code.code && problem && <Notice tone="danger">{problemText}</Notice>}
                </Row>
              </li>
            );
          })}
        </List>
      </section>
    </AdminColumn>
  );
});
