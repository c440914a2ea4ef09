import { Copy, Mail, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiOperatorListing } from '../../../bff/contract/admin-operator-requests';
import type { OperatorsPage } from '../../admin/operators-page';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { BusyButton } from '../busy-button';
import { Badge, Button } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { FieldRow, FilterForm } from './filter-form';
import { MemberMain } from './member-parts';

const ROLES = ['admin', 'moderator', 'support', 'finance'] as const;
const ROLE_TEXT: Readonly<Record<string, MessageKey>> = { admin: 'admin.role.admin', moderator: 'admin.role.moderator', support: 'admin.role.support', finance: 'admin.role.finance' };
const FACTOR_TEXT: Readonly<Record<ApiOperatorListing['second_factor'], MessageKey>> = {
  none: 'admin.operators.factor.none',
  pending: 'admin.operators.factor.pending',
  enrolled: 'admin.operators.factor.enrolled',
};

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
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dt {
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
  label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  select {
    box-sizing: border-box;
    min-height: 44px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
`;

/** The four roles as a select's options, in her language. */
function RoleOptions() {
  const t = useT();
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {t(ROLE_TEXT[role]!)}
    </option>
  ));
}

const OperatorItem = observer(function OperatorItem({ page, operator }: { page: OperatorsPage; operator: ApiOperatorListing }) {
  const t = useT();
  const intl = useIntl();
  const busy = page.busy === operator.id;
  const you = page.me?.operator.id === operator.id;
  const refused = page.refused?.id === operator.id ? page.refused.problem : undefined;
  return (
    <Item aria-labelledby={`operator-${operator.id}`}>
      <h2 id={`operator-${operator.id}`}>
        {operator.name} {you && t('admin.operators.you')}
        <Badge $tone={operator.active ? 'neutral' : 'danger'}>{t(operator.active ? 'admin.operators.active' : 'admin.operators.inactive')}</Badge>
        {operator.awaiting_setup && <Badge $tone="warning">{t('admin.operators.awaitingSetup')}</Badge>}
      </h2>
      <dl>
        <dt>{t('admin.home.email')}</dt>
        <dd>{operator.email}</dd>
        <dt>{t('admin.operators.role')}</dt>
        <dd>{t(ROLE_TEXT[operator.role] ?? 'admin.role.support')}</dd>
        <dt>{t('admin.operators.secondFactor')}</dt>
        <dd>{t(FACTOR_TEXT[operator.second_factor])}</dd>
        <dt>{t('admin.operators.lastLogin')}</dt>
        <dd>{operator.last_login_at ? intl.formatDate(operator.last_login_at, { dateStyle: 'medium', timeStyle: 'short' }) : t('admin.operators.never')}</dd>
      </dl>
      {refused && <Notice tone="danger">{adminProblemText(t, refused)}</Notice>}
      <div className="actions">
        <label>
          {t('admin.operators.roleOf', { name: operator.name })}
          <select value={page.roleOf(operator)} disabled={busy} onChange={(event) => page.setRole(operator.id, event.target.value)}>
            <RoleOptions />
          </select>
        </label>
        <Button type="button" $variant="secondary" disabled={busy || page.roleOf(operator) === operator.role} onClick={() => void page.saveRole(operator)}>
          {t('admin.operators.saveRole')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void page.change(operator, operator.active ? 'disable' : 'enable')}>
          {t(operator.active ? 'admin.operators.disable' : 'admin.operators.enable')}
        </Button>
        {operator.awaiting_setup && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void page.resendSetup(operator)}>
            <Mail size={18} aria-hidden="true" />
            {t('admin.operators.resendSetup')}
          </Button>
        )}
        {operator.second_factor !== 'none' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void page.change(operator, 'reset-second-factor')}>
            {t('admin.operators.resetFactor')}
          </Button>
        )}
      </div>
    </Item>
  );
});

const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const LinkRow = styled(FieldRow).attrs({ $field: '16rem' })`
  gap: ${(p) => p.theme.space(1)};
  margin-top: ${(p) => p.theme.space(1)};
  input {
    background: ${(p) => p.theme.colors.background};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

/** Decision 0083: the admin makes an operator (email, name, role); her set-up link is mailed and shown here once. */
const NewOperatorForm = observer(function NewOperatorForm({ page }: { page: OperatorsPage }) {
  const t = useT();
  const intl = useIntl();
  const problem = adminProblemText(t, page.createProblem);
  const issued = page.issued;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void page.create();
  }
  return (
    <Section aria-labelledby="new-operator-title">
      <h2 id="new-operator-title">{t('admin.operators.new.title')}</h2>
      <p>{t('admin.operators.new.intro')}</p>
      <FilterForm $field="12rem" onSubmit={submit} noValidate>
        <label>
          {t('admin.login.email')}
          <input type="email" name="email" autoComplete="off" required value={page.draft.email} onChange={(e) => page.setDraft('email', e.target.value)} aria-invalid={page.createProblem?.field === 'email' || undefined} />
        </label>
        <label>
          {t('admin.operators.new.name')}
          <input name="name" autoComplete="off" required maxLength={100} value={page.draft.name} onChange={(e) => page.setDraft('name', e.target.value)} aria-invalid={page.createProblem?.field === 'name' || undefined} />
        </label>
        <label>
          {t('admin.operators.role')}
          <select name="role" aria-label={t('admin.operators.role')} value={page.draft.role} onChange={(e) => page.setDraft('role', e.target.value)}>
            <RoleOptions />
          </select>
        </label>
        <BusyButton busy={page.creating} icon={UserPlus} iconSize={20} label={t('admin.operators.new.submit')} busyLabel={t('admin.login.busy')} />
      </FilterForm>
      {problem && (
        <Notice tone="danger">{problem}</Notice>
      )}
      <div role="status" aria-live="polite">
        {issued && (
          <Notice tone="success">
            {t(issued.resent ? 'admin.operators.new.resent' : 'admin.operators.new.created', { name: issued.name, until: intl.formatDate(issued.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            <LinkRow>
              <label>
                {t('admin.operators.new.link', { name: issued.name })}
                <input readOnly value={issued.link} data-testid="setup-link" onFocus={(e) => e.currentTarget.select()} />
              </label>
              <Button type="button" $variant="secondary" onClick={() => void page.copyLink(typeof navigator === 'undefined' ? undefined : navigator.clipboard)}>
                <Copy size={18} aria-hidden="true" />
                {t(page.copied ? 'admin.operators.new.copied' : 'admin.operators.new.copy')}
              </Button>
            </LinkRow>
          </Notice>
        )}
      </div>
    </Section>
  );
});

/** /admin/operators: every operator, with what the admin may change. */
export const OperatorsView = observer(function OperatorsView({ page }: { page: OperatorsPage }) {
  const t = useT();
  return (
    <MemberMain>
      <h1>{t('admin.operators.title')}</h1>
      <p className="intro">{t('admin.operators.intro')}</p>
      {page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      <div role="status" aria-live="polite">
        {page.done && <Notice tone="success">{t('admin.operators.done', { name: page.done.name })}</Notice>}
      </div>
      <NewOperatorForm page={page} />
      <List aria-busy={page.loading || undefined}>
        {page.operators.map((operator) => (
          <OperatorItem key={operator.id} page={page} operator={operator} />
        ))}
      </List>
    </MemberMain>
  );
});
