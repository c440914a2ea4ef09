import { ArrowLeft, Coins, LogOut, Mail } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MemberAccountPage } from '../../admin/member-pages';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { MemberMain, StatusBadge } from './member-parts';

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled(Card)`
  padding: ${(p) => p.theme.space(2.5)};
  min-width: 0;
  dl {
    display: grid;
    grid-template-columns: minmax(8rem, auto) 1fr;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(1)} 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .plus {
    color: ${(p) => p.theme.colors.successStrong};
    font-weight: 700;
  }
  .minus {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 700;
  }
`;

const Balance = styled.strong`
  display: block;
  font-size: ${(p) => p.theme.font.size.headline};
  margin-bottom: ${(p) => p.theme.space(1)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Correction = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(1.5)};
  margin-top: ${(p) => p.theme.space(2)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    flex: 1 1 12rem;
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(0.5)};
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

/** /admin/members/@id: her account, profile, photos, balance and ledger, payments and sessions; the actions her role may. */
export const MemberAccountView = observer(function MemberAccountView({ page }: { page: MemberAccountPage }) {
  const t = useT();
  const intl = useIntl();
  const account = page.account;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const field = page.correctionProblem?.error === 'invalid_input' ? page.correctionProblem.field : undefined;
  const mayAct = page.may('members.edit') || page.mayResendActivation || page.may('credits.correct');
  return (
    <MemberMain aria-busy={page.loading}>
      <Back href="/admin/members">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('admin.member.back')}
      </Back>
      {page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      <div role="status" aria-live="polite">
        {page.done && <Notice tone="success">{t(`admin.member.done.${page.done}`)}</Notice>}
      </div>
      {account && (
        <>
          <h1>{account.profile.name || account.email}</h1>
          <Grid>
            <Panel aria-labelledby="member-account">
              <h2 id="member-account">{t('admin.member.account')}</h2>
              <dl>
                <dt>{t('admin.members.email')}</dt>
                <dd>{account.email}</dd>
                <dt>{t('admin.members.id')}</dt>
                <dd>{account.id}</dd>
                <dt>{t('admin.members.status')}</dt>
                <dd>
                  <StatusBadge status={account.status} />
                </dd>
                <dt>{t('admin.member.confirmed')}</dt>
                <dd>{account.status === 'not_confirmed' ? t('admin.member.no') : t('admin.member.yes')}</dd>
                <dt>{t('admin.member.language')}</dt>
                <dd>{account.language}</dd>
                <dt>{t('admin.members.joined')}</dt>
                <dd>{when(account.signup_date)}</dd>
                <dt>{t('admin.member.sessions')}</dt>
                <dd data-testid="member-sessions">{account.active_sessions}</dd>
              </dl>
            </Panel>
            <Panel aria-labelledby="member-profile">
              <h2 id="member-profile">{t('admin.member.profile')}</h2>
              <dl>
                <dt>{t('admin.members.name')}</dt>
                <dd>{account.profile.name}</dd>
                <dt>{t('admin.member.gender')}</dt>
                <dd>{account.profile.gender}</dd>
                <dt>{t('admin.member.place')}</dt>
                <dd>{[account.profile.city, account.profile.country].filter(Boolean).join(', ')}</dd>
                <dt>{t('admin.member.photos')}</dt>
                <dd>
                  {account.photos.length === 0
                    ? t('admin.member.noPhotos')
                    : account.photos.map((photo) => `${t('admin.member.photo', { id: photo.id })}${photo.is_private ? ` (${t('admin.member.private')})` : ''}`).join(', ')}
                </dd>
              </dl>
            </Panel>
          </Grid>
          <Panel aria-labelledby="member-balance">
            <h2 id="member-balance">{t('admin.member.balance')}</h2>
            <Balance data-testid="member-balance">{account.credits}</Balance>
            <h2 id="member-ledger">{t('admin.member.ledger')}</h2>
            {account.ledger.length === 0 ? (
              <p>{t('admin.member.ledgerEmpty')}</p>
            ) : (
              <ul aria-labelledby="member-ledger">
                {account.ledger.map((entry, index) => (
                  <li key={`${entry.at}-${index}`}>
                    <span>
                      {entry.reason === 'correction' ? t('admin.ledger.correction') : entry.reason}
                      {entry.reference && <span className="muted"> · {entry.reference}</span>}
                    </span>
                    <span>
                      <span className={entry.amount >= 0 ? 'plus' : 'minus'}>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</span> <span className="muted">{when(entry.at)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel aria-labelledby="member-payments">
            <h2 id="member-payments">{t('admin.member.payments')}</h2>
            {account.payments.length === 0 ? (
              <p>{t('admin.member.paymentsEmpty')}</p>
            ) : (
              <ul>
                {account.payments.map((payment) => (
                  <li key={payment.payment_id}>
                    <span>
                      {intl.formatNumber(payment.amount / 100, { style: 'currency', currency: payment.currency })} · {payment.credits} {t('admin.member.amount')}
                    </span>
                    <span className="muted">
                      {payment.method} · {payment.status} · {when(payment.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          {mayAct && (
            <Panel aria-labelledby="member-actions">
              <h2 id="member-actions">{t('admin.member.actions')}</h2>
              <Actions>
                {page.may('members.edit') && (
                  <Button type="button" $variant="secondary" disabled={page.busy} onClick={() => void page.endSessions()}>
                    <LogOut size={18} aria-hidden="true" />
                    {t('admin.member.endSessions')}
                  </Button>
                )}
                {page.mayResendActivation && (
                  <Button type="button" $variant="secondary" disabled={page.busy} onClick={() => void page.resendActivation()}>
                    <Mail size={18} aria-hidden="true" />
                    {t('admin.member.resend')}
                  </Button>
                )}
              </Actions>
              {page.may('credits.correct') && (
                <Correction
                  aria-label={t('admin.member.correct')}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void page.correctCredits();
                  }}
                >
                  <label>
                    {t('admin.member.correctAmount')}
                    <input type="number" step={1} inputMode="numeric" value={page.amount} aria-invalid={field === 'amount' || undefined} onChange={(event) => page.setAmount(event.target.value)} />
                  </label>
                  <label>
                    {t('admin.member.correctReason')}
                    <input type="text" required value={page.reason} aria-invalid={field === 'reason' || undefined} onChange={(event) => page.setReason(event.target.value)} />
                  </label>
                  <Button type="submit" disabled={page.busy}>
                    <Coins size={18} aria-hidden="true" />
                    {t('admin.member.correct')}
                  </Button>
                </Correction>
              )}
              {page.correctionProblem && <Notice tone="danger">{adminProblemText(t, page.correctionProblem)}</Notice>}
            </Panel>
          )}
        </>
      )}
    </MemberMain>
  );
});
