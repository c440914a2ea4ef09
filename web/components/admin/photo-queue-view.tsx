import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiPhotoRejectionReason, ApiQueuedPhoto } from '../../../bff/contract/admin-photo-requests';
import { REJECTION_REASONS, type PhotoQueuePage } from '../../admin/photo-queue';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { AdminMain } from './admin-page';

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  p {
    margin: 0;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Item = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)};
  img {
    display: block;
    width: 100%;
    max-height: 480px;
    object-fit: contain;
    background: ${(p) => p.theme.colors.skeleton};
    border-radius: ${(p) => p.theme.radius.card};
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  h2 a {
    color: ${(p) => p.theme.colors.primaryDeep};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Decide = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  .field {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 600;
  }
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.input};
    font: inherit;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 400;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

const REASON_KEYS: Readonly<Record<ApiPhotoRejectionReason, MessageKey>> = {
  nudity: 'admin.photos.reason.nudity',
  not_the_member: 'admin.photos.reason.not_the_member',
  minor: 'admin.photos.reason.minor',
  violence: 'admin.photos.reason.violence',
  contact_details: 'admin.photos.reason.contact_details',
  other: 'admin.photos.reason.other',
};

/** One waiting photo: large enough to judge, whose it is, and the two decisions (reject needs a reason). */
const QueuedPhoto = observer(function QueuedPhoto({ page, photo }: { page: PhotoQueuePage; photo: ApiQueuedPhoto }) {
  const t = useT();
  const decision = page.decisionOf(photo.id);
  const field = decision.problem?.field;
  const reasonError = field === 'reason';
  const noteError = field === 'note';
  const reject = (event: FormEvent) => {
    event.preventDefault();
    void page.reject(photo.id);
  };
  const heading = `photo-${photo.id}`;
  return (
    <Item as="article" aria-labelledby={heading}>
      <img src={photo.image} alt={t('admin.photos.alt', { name: photo.member.name })} width={640} height={480} />
      <div>
        <h2 id={heading}>
          <a href={`/admin/members/${photo.member.id}`}>{photo.member.name || `#${photo.member.id}`}</a>
        </h2>
        <p>
          {photo.member.email} · #{photo.member.id}
        </p>
        <p>
          {t(photo.kind === 'chat' ? 'admin.photos.kind.chat' : 'admin.photos.kind.profile')} · {t('admin.photos.uploaded')} {new Date(photo.uploaded_at).toLocaleString()}
        </p>
        <Decide onSubmit={reject} noValidate aria-label={t('admin.photos.decide', { name: photo.member.name })}>
          {decision.problem && !reasonError && !noteError && (
            <Notice tone="danger">{decision.problem.error === 'already_resolved' ? t('admin.photos.alreadyReviewed') : adminProblemText(t, decision.problem)}</Notice>
          )}
          <div className="buttons">
            <Button type="button" disabled={decision.busy} onClick={() => void page.approve(photo.id)}>
              {t('admin.photos.approve')}
            </Button>
          </div>
          <div className="field">
            <label htmlFor={`reason-${photo.id}`}>{t('admin.photos.reason')}</label>
            <select
              id={`reason-${photo.id}`}
              value={decision.reason}
              aria-invalid={reasonError}
              aria-describedby={reasonError ? `reason-${photo.id}-error` : undefined}
              onChange={(event) => decision.setReason(event.target.value as ApiPhotoRejectionReason | '')}
            >
              <option value="">{t('admin.photos.reasonChoose')}</option>
              {REJECTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(REASON_KEYS[reason])}
                </option>
              ))}
            </select>
            {reasonError && (
              <span className="error" id={`reason-${photo.id}-error`}>
                {t('admin.photos.reasonRequired')}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={`note-${photo.id}`}>{t('admin.photos.note')}</label>
            <textarea
              id={`note-${photo.id}`}
              rows={2}
              maxLength={500}
              value={decision.note}
              aria-invalid={noteError}
              aria-describedby={noteError ? `note-${photo.id}-error` : undefined}
              onChange={(event) => decision.setNote(event.target.value)}
            />
            {noteError && (
              <span className="error" id={`note-${photo.id}-error`}>
                {t('admin.photos.noteRequired')}
              </span>
            )}
          </div>
          <div className="buttons">
            <Button type="submit" $variant="secondary" disabled={decision.busy}>
              {t('admin.photos.reject')}
            </Button>
          </div>
        </Decide>
      </div>
    </Item>
  );
});

/** /admin/photos (decision 0075): the photos waiting for a moderator, oldest first, each with approve and reject. */
export const PhotoQueueView = observer(function PhotoQueueView({ page }: { page: PhotoQueuePage }) {
  const t = useT();
  return (
    <AdminMain aria-busy={page.loading}>
      <Intro>
        <h1>{t('admin.photos.title')}</h1>
        {page.photos.length > 0 && <p>{t('admin.photos.intro', { count: page.waiting })}</p>}
        {/* The live region is always there, so each decision's result is announced. */}
        <p role="status">{page.lastDone && t(page.lastDone.verdict === 'approved' ? 'admin.photos.approved' : 'admin.photos.rejected')}</p>
      </Intro>
      {page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      {!page.loading && page.photos.length === 0 ? (
        <p>{t('admin.photos.empty')}</p>
      ) : (
        <List>
          {page.photos.map((photo) => (
            <li key={photo.id}>
              <QueuedPhoto page={page} photo={photo} />
            </li>
          ))}
        </List>
      )}
    </AdminMain>
  );
});
