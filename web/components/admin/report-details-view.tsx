import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiPhotoRejectionReason } from '../../../bff/contract/admin-photo-requests';
import { REJECTION_REASONS } from '../../admin/photo-queue';
import type { Outcome, ReportDetailsPage } from '../../admin/report-queue';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { AdminMain } from './admin-page';
import { REASON_TEXT } from './report-queue-view';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2.5)};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    font-weight: 700;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ol {
    margin: 0;
    padding-left: ${(p) => p.theme.space(2.5)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    min-height: 44px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 600;
  }
  textarea,
  input[type='number'] {
    box-sizing: border-box;
    width: 100%;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.input};
    font: inherit;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
  }
  input[type='number'] {
    max-width: 10rem;
  }
  select {
    box-sizing: border-box;
    min-height: 44px;
    max-width: 24rem;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.input};
    font: inherit;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
  }
  .photos img {
    display: block;
    width: 96px;
    height: 120px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius.card};
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 400;
  }
`;

const OUTCOMES: readonly Outcome[] = ['dismiss', 'warn', 'suspend', 'hide_photo'];
const OUTCOME_TEXT: Readonly<Record<Outcome, MessageKey>> = {
  dismiss: 'admin.report.outcome.dismiss',
  warn: 'admin.report.outcome.warn',
  suspend: 'admin.report.outcome.suspend',
  hide_photo: 'admin.report.outcome.hide_photo',
};

const PHOTO_REASON_KEYS: Readonly<Record<ApiPhotoRejectionReason, MessageKey>> = {
  nudity: 'admin.photos.reason.nudity',
  not_the_member: 'admin.photos.reason.not_the_member',
  minor: 'admin.photos.reason.minor',
  violence: 'admin.photos.reason.violence',
  contact_details: 'admin.photos.reason.contact_details',
  other: 'admin.photos.reason.other',
};

/** /admin/reports/@id: the report, the reported member, the conversation and the reporter's history; the decision with its reason. */
export const ReportDetailsView = observer(function ReportDetailsView({ page }: { page: ReportDetailsPage }) {
  const t = useT();
  const details = page.details;
  const report = details?.report;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.resolve();
  };
  const reasonError = page.fieldProblem === 'reason';
  const daysError = page.fieldProblem === 'days';
  const photoError = page.fieldProblem === 'photo_id';
  const photoReasonError = page.fieldProblem === 'photo_reason';
  return (
    <AdminMain aria-busy={page.loading}>
      <a href="/admin/reports">{t('admin.report.back')}</a>
      {page.problem && !page.fieldProblem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      {page.done && <Notice tone="success">{t('admin.report.done')}</Notice>}
      {report && details && (
        <>
          <h1>{report.reference}</h1>
          <Columns>
            <Panel aria-labelledby="report-what">
              <h2 id="report-what">{REASON_TEXT[report.reason] ? t(REASON_TEXT[report.reason]!) : report.reason}</h2>
              <dl>
                <dt>{t('admin.reports.when')}</dt>
                <dd>{new Date(report.at).toLocaleString()}</dd>
                <dt>{t('admin.report.statusLabel')}</dt>
                <dd data-testid="report-status">{t(`admin.reports.status.${report.status}` as MessageKey)}</dd>
                <dt>{t('admin.report.text')}</dt>
                <dd>{report.text || '—'}</dd>
                <dt>{t('admin.report.reporter')}</dt>
                <dd>{details.reporter_name ? `${details.reporter_name} (#${report.reporter_id})` : '—'}</dd>
              </dl>
            </Panel>
            <Panel aria-labelledby="report-member">
              <h2 id="report-member">{t('admin.report.member')}</h2>
              {details.reported ? (
                <dl>
                  <dt>{t('admin.reports.reported')}</dt>
                  <dd>
                    {details.reported.name} (#{details.reported.id})
                  </dd>
                  <dt>{t('admin.home.email')}</dt>
                  <dd>{details.reported.email}</dd>
                  <dt>{t('admin.report.statusLabel')}</dt>
                  <dd data-testid="member-status">
                    {details.reported.suspended_for_good
                      ? t('admin.report.suspendedForGood')
                      : details.reported.suspended_until
                        ? t('admin.report.suspendedUntil', { date: new Date(details.reported.suspended_until).toLocaleDateString() })
                        : t(`admin.status.${details.reported.status}` as MessageKey)}
                  </dd>
                </dl>
              ) : (
                <p>{t('admin.report.memberGone')}</p>
              )}
            </Panel>
          </Columns>
          <Columns>
            <Panel aria-labelledby="report-conversation">
              <h2 id="report-conversation">{t('admin.report.conversation')}</h2>
              {details.excerpt.length === 0 ? (
                <p>{t('admin.report.noConversation')}</p>
              ) : (
                <ol>
                  {details.excerpt.map((message) => (
                    <li key={message.id}>
                      <strong>#{message.sender_id}</strong> {message.body}
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
            <Panel aria-labelledby="report-history">
              <h2 id="report-history">{t('admin.report.history')}</h2>
              {details.reporter_history.length === 0 ? (
                <p>{t('admin.report.noHistory')}</p>
              ) : (
                <ol>
                  {details.reporter_history.map((earlier) => (
                    <li key={earlier.id}>
                      <a href={`/admin/reports/${earlier.id}`}>{earlier.reference}</a> · {REASON_TEXT[earlier.reason] ? t(REASON_TEXT[earlier.reason]!) : earlier.reason}
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
          </Columns>
          {report.status !== 'resolved' && (
            <Panel aria-labelledby="report-decide">
              <h2 id="report-decide">{t('admin.report.decide')}</h2>
              {report.status === 'open' && (
                <div>
                  <Button type="button" $variant="secondary" disabled={page.busy} onClick={() => void page.assign()}>
                    {t('admin.report.assign')}
                  </Button>
                </div>
              )}
              <Form onSubmit={submit} noValidate>
                <fieldset aria-labelledby="report-decide">
                  {OUTCOMES.map((outcome) => (
                    <label key={outcome}>
                      <input type="radio" name="outcome" value={outcome} checked={page.outcome === outcome} onChange={() => page.setOutcome(outcome)} />
                      {t(OUTCOME_TEXT[outcome])}
                    </label>
                  ))}
                </fieldset>
                {page.outcome === 'suspend' && (
                  <fieldset>
                    <div className="field">
                      <label htmlFor="report-days">{t('admin.report.days')}</label>
                      <input
                        id="report-days"
                        type="number"
                        min={1}
                        max={365}
                        inputMode="numeric"
                        value={page.days}
                        disabled={page.forGood}
                        aria-invalid={daysError}
                        aria-describedby={daysError ? 'report-days-error' : undefined}
                        onChange={(event) => page.setDays(event.target.value)}
                      />
                      {daysError && (
                        <span className="error" id="report-days-error">
                          {t('admin.report.daysRange')}
                        </span>
                      )}
                    </div>
                    <label>
                      <input type="checkbox" checked={page.forGood} onChange={(event) => page.setForGood(event.target.checked)} />
                      {t('admin.report.forGood')}
                    </label>
                  </fieldset>
                )}
                {page.outcome === 'hide_photo' && details.reported && (
                  <>
                    <fieldset className="photos" aria-invalid={photoError} aria-describedby={photoError ? 'report-photo-error' : undefined}>
                      <legend>{t('admin.report.photo')}</legend>
                      {details.reported.photos.filter((photo) => photo.state !== 'rejected').length === 0 && <p>{t('admin.report.photoNone')}</p>}
                      {details.reported.photos
                        .filter((photo) => photo.state !== 'rejected')
                        .map((photo, index) => (
                          <label key={photo.photo_id}>
                            <input type="radio" name="photo" value={photo.photo_id} checked={page.photoId === photo.photo_id} onChange={() => page.setPhoto(photo.photo_id)} />
                            <img src={photo.image} alt={t('admin.photos.alt', { name: `${details.reported!.name} ${index + 1}` })} width={96} height={120} />
                          </label>
                        ))}
                      {photoError && (
                        <span className="error" id="report-photo-error">
                          {t('admin.report.photoRequired')}
                        </span>
                      )}
                    </fieldset>
                    <div className="field">
                      <label htmlFor="report-photo-reason">{t('admin.report.photoReason')}</label>
                      <select
                        id="report-photo-reason"
                        value={page.photoReason}
                        aria-invalid={photoReasonError}
                        aria-describedby={photoReasonError ? 'report-photo-reason-error' : undefined}
                        onChange={(event) => page.setPhotoReason(event.target.value as ApiPhotoRejectionReason | '')}
                      >
                        <option value="">{t('admin.photos.reasonChoose')}</option>
                        {REJECTION_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(PHOTO_REASON_KEYS[reason])}
                          </option>
                        ))}
                      </select>
                      {photoReasonError && (
                        <span className="error" id="report-photo-reason-error">
                          {t('admin.photos.reasonRequired')}
                        </span>
                      )}
                    </div>
                  </>
                )}
                <div className="field">
                  <label htmlFor="report-reason">{t('admin.report.reason')}</label>
                  <textarea
                    id="report-reason"
                    rows={3}
                    maxLength={1000}
                    value={page.reason}
                    aria-invalid={reasonError}
                    aria-describedby={reasonError ? 'report-reason-error' : undefined}
                    onChange={(event) => page.setReason(event.target.value)}
                  />
                  {reasonError && (
                    <span className="error" id="report-reason-error">
                      {t('admin.report.reasonRequired')}
                    </span>
                  )}
                </div>
                <div>
                  <Button type="submit" disabled={page.busy}>
                    {t('admin.report.submit')}
                  </Button>
                </div>
              </Form>
            </Panel>
          )}
        </>
      )}
    </AdminMain>
  );
});
