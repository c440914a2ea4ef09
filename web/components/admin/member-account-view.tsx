import { ArrowLeft, AtSign, Ban, Coins, Download, Lock, LogOut, Mail, ShieldCheck, ShieldX, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FilterForm } from './filter-form';
import { memberExportHref } from '../../admin/admin-api';
import type { MemberAccountPage } from '../../admin/member-pages';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, ButtonLink, Card } from '../ui';
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

const Correction = styled(FilterForm).attrs({ $field: '12rem' })`
  margin-top: ${(p) => p.theme.space(2)};
`;

/** A checkbox beside its text (the Correction form's labels are columns). */
const CheckLabel = styled.label`
  && {
    flex: 0 0 auto;
    flex-direction: row;
    align-items: center;
    min-height: 44px;
  }
  && input {
    width: auto;
    min-height: 0;
  }
`;

const Thumbs = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
    gap: ${(p) => p.theme.space(1)};
  }
  && li {
    display: block;
    padding: 0;
    border: 0;
  }
  img,
  .private {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius.control};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Intro = styled.p`
  && {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Section = styled.section`
  margin-top: ${(p) => p.theme.space(2.5)};
  h3 {
    margin: 0 0 ${(p) => p.theme.space(0.5)};
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

const DangerPanel = styled(Panel)`
  border: 1px solid ${(p) => p.theme.colors.danger};
  a {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(0.5)};
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

/** A code of hers in words (admin catalogue), the code itself when the catalogue has no text for it. */
function useCodeText() {
  const t = useT();
  return (prefix: string, code: string): string => {
    const key = `${prefix}.${code}` as MessageKey;
    const text = t(key);
    return text === key ? code : text;
  };
}

const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** /admin/members/@id: her account, profile, photos, balance and ledger, payments and sessions; the actions her role may. */
export const MemberAccountView = observer(function MemberAccountView({ page }: { page: MemberAccountPage }) {
  const t = useT();
  const intl = useIntl();
  const account = page.account;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const field = page.correctionProblem?.error === 'invalid_input' ? page.correctionProblem.field : undefined;
  const code = useCodeText();
  const language = (tag: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
  const mayAct = !page.erased && (page.may('members.edit') || page.mayResendActivation || page.may('credits.correct'));
  const problemOf = (problem: typeof page.emailProblem) => (problem?.error === 'invalid_input' ? problem.field : undefined);
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
          <h1>{account.erased_at ? t('admin.member.erasedTitle', { id: account.id }) : account.profile.name || account.email}</h1>
          {account.erased_at && (
            <Notice tone="info">
              <span data-testid="member-erased">{t('admin.member.erased', { date: when(account.erased_at) })}</span>
            </Notice>
          )}
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
                <dd>{language(account.language)}</dd>
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
                <dd>{code('admin.gender', account.profile.gender)}</dd>
                <dt>{t('admin.member.profileStatus')}</dt>
                <dd>{code('admin.profileStatus', account.profile.status)}</dd>
                <dt>{t('admin.member.place')}</dt>
                <dd>{[account.profile.city, account.profile.country].filter(Boolean).join(', ')}</dd>
                <dt>{t('admin.member.photos')}</dt>
                <dd>{account.photos.length === 0 && t('admin.member.noPhotos')}</dd>
              </dl>
              {account.photos.length > 0 && (
                <Thumbs aria-label={t('admin.member.photos')}>
                  {account.photos.map((photo) => (
                    <li key={photo.id}>
                      {photo.thumb ? (
                        <img src={photo.thumb} alt={t('admin.member.photo', { id: photo.id })} loading="lazy" width={96} height={96} />
                      ) : (
                        <span className="private" role="img" aria-label={t('admin.member.privatePhoto', { id: photo.id })}>
                          <Lock size={20} aria-hidden="true" />
                        </span>
                      )}
                    </li>
                  ))}
                </Thumbs>
              )}
            </Panel>
          </Grid>
          <Panel aria-labelledby="member-tracking">
            <h2 id="member-tracking">{t('admin.member.tracking')}</h2>
            {account.tracking && TRACKING_FIELDS.some((field) => account.tracking?.[field]) ? (
              <dl>
                {TRACKING_FIELDS.filter((field) => account.tracking?.[field]).map((field) => (
                  <Fragment key={field}>
                    <dt>{t(`admin.tracking.${field}`)}</dt>
                    <dd>{account.tracking?.[field]}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : (
              <p>{t('admin.member.trackingNone')}</p>
            )}
          </Panel>
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
                      {code('admin.ledger', entry.reason)}
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
                      {code('admin.payment.method', payment.method)} · {code('admin.payment.status', payment.status)} · {when(payment.created_at)}
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
              {page.mayEdit && (
                <>
                  <Section aria-labelledby="member-email-change">
                    <h3 id="member-email-change">{t('admin.member.changeEmail')}</h3>
                    <Intro>{t('admin.member.changeEmailIntro')}</Intro>
                    <Correction
                      aria-labelledby="member-email-change"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void page.changeEmail();
                      }}
                    >
                      <label>
                        {t('admin.member.newEmail')}
                        <input
                          type="email"
                          autoComplete="off"
                          value={page.newEmail}
                          aria-invalid={problemOf(page.emailProblem) === 'email' || undefined}
                          onChange={(event) => page.set('newEmail', event.target.value)}
                        />
                      </label>
                      <label>
                        {t('admin.member.editReason')}
                        <input
                          type="text"
                          value={page.emailReason}
                          aria-invalid={problemOf(page.emailProblem) === 'reason' || undefined}
                          onChange={(event) => page.set('emailReason', event.target.value)}
                        />
                      </label>
                      <Button type="submit" disabled={page.busy}>
                        <AtSign size={18} aria-hidden="true" />
                        {t('admin.member.changeEmailSubmit')}
                      </Button>
                    </Correction>
                    {page.emailProblem && <Notice tone="danger">{adminProblemText(t, page.emailProblem)}</Notice>}
                  </Section>
                  <Section aria-labelledby="member-delete">
                    <h3 id="member-delete">{t('admin.member.delete')}</h3>
                    <Intro>{t('admin.member.deleteIntro')}</Intro>
                    <Correction
                      aria-labelledby="member-delete"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void page.deleteAccount();
                      }}
                    >
                      <label>
                        {t('admin.member.editReason')}
                        <input
                          type="text"
                          value={page.deleteReason}
                          aria-invalid={problemOf(page.deleteProblem) === 'reason' || undefined}
                          onChange={(event) => page.set('deleteReason', event.target.value)}
                        />
                      </label>
                      <Button type="submit" $variant="secondary" disabled={page.busy}>
                        <Trash2 size={18} aria-hidden="true" />
                        {t('admin.member.delete')}
                      </Button>
                    </Correction>
                    {page.deleteProblem && <Notice tone="danger">{adminProblemText(t, page.deleteProblem)}</Notice>}
                  </Section>
                </>
              )}
            </Panel>
          )}
          {page.maySuspend && (
            <Panel aria-labelledby="member-suspension" data-testid="member-suspension">
              <h2 id="member-suspension">{t('admin.member.suspension')}</h2>
              {page.suspended ? (
                <>
                  <Intro>{t('admin.member.liftIntro')}</Intro>
                  <Correction
                    aria-labelledby="member-suspension"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void page.liftSuspension();
                    }}
                  >
                    <label>
                      {t('admin.member.liftReason')}
                      <input
                        type="text"
                        value={page.liftReason}
                        aria-invalid={problemOf(page.suspensionProblem) === 'reason' || undefined}
                        onChange={(event) => page.set('liftReason', event.target.value)}
                      />
                    </label>
                    <Button type="submit" disabled={page.busy}>
                      <ShieldCheck size={18} aria-hidden="true" />
                      {t('admin.member.liftSubmit')}
                    </Button>
                  </Correction>
                </>
              ) : (
                <>
                  <Intro>{t('admin.member.suspendIntro')}</Intro>
                  <Correction
                    aria-labelledby="member-suspension"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void page.suspend();
                    }}
                  >
                    <label>
                      {t('admin.report.days')}
                      <input
                        type="number"
                        min={1}
                        max={365}
                        step={1}
                        inputMode="numeric"
                        value={page.suspendDays}
                        disabled={page.suspendForGood}
                        aria-invalid={problemOf(page.suspensionProblem) === 'days' || undefined}
                        onChange={(event) => page.set('suspendDays', event.target.value)}
                      />
                    </label>
                    <CheckLabel>
                      <input type="checkbox" checked={page.suspendForGood} onChange={(event) => page.setSuspendForGood(event.target.checked)} />
                      {t('admin.report.forGood')}
                    </CheckLabel>
                    <label>
                      {t('admin.report.reason')}
                      <input
                        type="text"
                        value={page.suspendReason}
                        aria-invalid={problemOf(page.suspensionProblem) === 'reason' || undefined}
                        onChange={(event) => page.set('suspendReason', event.target.value)}
                      />
                    </label>
                    <Button type="submit" disabled={page.busy}>
                      <Ban size={18} aria-hidden="true" />
                      {t('admin.member.suspendSubmit')}
                    </Button>
                  </Correction>
                </>
              )}
              {page.suspensionProblem && <Notice tone="danger">{adminProblemText(t, page.suspensionProblem)}</Notice>}
            </Panel>
          )}
          {page.mayHandleGdpr && (
            <DangerPanel aria-labelledby="member-gdpr">
              <h2 id="member-gdpr">{t('admin.member.gdpr')}</h2>
              <Intro>{t('admin.member.exportIntro')}</Intro>
              <Actions>
                <ButtonLink href={memberExportHref(account.id)} download $variant="secondary">
                  <Download size={18} aria-hidden="true" />
                  {t('admin.member.export')}
                </ButtonLink>
              </Actions>
              <Section aria-labelledby="member-erase">
                <h3 id="member-erase">{t('admin.member.erase')}</h3>
                <Intro>{t('admin.member.eraseIntro')}</Intro>
                <Correction
                  aria-labelledby="member-erase"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void page.erase();
                  }}
                >
                  <label>
                    {t('admin.member.editReason')}
                    <input
                      type="text"
                      value={page.eraseReason}
                      aria-invalid={problemOf(page.eraseProblem) === 'reason' || undefined}
                      onChange={(event) => page.set('eraseReason', event.target.value)}
                    />
                  </label>
                  <label>
                    {t('admin.member.eraseConfirm', { id: account.id })}
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={page.eraseConfirm}
                      aria-invalid={problemOf(page.eraseProblem) === 'confirm' || undefined}
                      onChange={(event) => page.set('eraseConfirm', event.target.value)}
                    />
                  </label>
                  <Button type="submit" disabled={page.busy || !page.eraseConfirmed}>
                    <ShieldX size={18} aria-hidden="true" />
                    {t('admin.member.eraseSubmit')}
                  </Button>
                </Correction>
                {page.eraseProblem && <Notice tone="danger">{adminProblemText(t, page.eraseProblem)}</Notice>}
              </Section>
            </DangerPanel>
          )}
        </>
      )}
    </MemberMain>
  );
});
