import { observer } from 'mobx-react-lite';
import type { FormEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ApiQueuedComplaint } from '../../../bff/contract/admin-complaint-requests';
import { COMPLAINT_STATUSES, type ComplaintQueuePage, type ComplaintStatus } from '../../admin/complaint-queue';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { AdminMain } from './admin-page';
import { CardList, controlBox, FilterForm } from './filter-form';
import { Tabs } from './report-queue-view';

const Complaint = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  a {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primaryDeep};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const NoteForm = styled(FilterForm)`
  .field {
    display: flex;
    flex: 1 1 16rem;
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
  }
  .field label {
    flex: none;
  }
  textarea {
    ${controlBox}
    font-weight: 400;
  }
  textarea[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 400;
  }
`;

const STATUS_TEXT: Readonly<Record<ComplaintStatus, MessageKey>> = {
  open: 'admin.complaints.status.open',
  assigned: 'admin.complaints.status.assigned',
  resolved: 'admin.complaints.status.resolved',
};

const CATEGORY_TEXT: Readonly<Record<string, MessageKey>> = {
  billing: 'admin.complaints.category.billing',
  profile: 'admin.complaints.category.profile',
  member: 'admin.complaints.category.member',
  technical: 'admin.complaints.category.technical',
  privacy: 'admin.complaints.category.privacy',
  other: 'admin.complaints.category.other',
};

/**
 * One complaint: what it is about, who filed it (her account when she was signed in), whose it is, and its answer or
 * — while it is not resolved — "Oppakken" (unless it is hers already) and the form to answer and resolve it.
 */
const ComplaintCard = observer(function ComplaintCard({ queue, complaint }: { queue: ComplaintQueuePage; complaint: ApiQueuedComplaint }) {
  const t = useT();
  const noteId = `complaint-note-${complaint.id}`;
  const invalid = queue.noteProblem === complaint.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void queue.resolve(complaint.id);
  };
  return (
    <Complaint as="article" aria-labelledby={`complaint-${complaint.id}`}>
      <h2 id={`complaint-${complaint.id}`}>
        {CATEGORY_TEXT[complaint.category] ? t(CATEGORY_TEXT[complaint.category]!) : complaint.category} · {complaint.reference}
      </h2>
      <span className="meta">
        {t('admin.complaints.from')}{' '}
        {complaint.member_id !== null ? <a href={`/admin/members/${complaint.member_id}`}>{t('admin.complaints.member', { id: complaint.member_id })}</a> : t('admin.complaints.visitor')} ·{' '}
        {complaint.email} · {new Date(complaint.at).toLocaleString()}
      </span>
      <p>{complaint.description}</p>
      {complaint.status === 'assigned' && (
        <p className="meta">
          {queue.isMine(complaint) ? t('admin.complaints.assignedToYou') : t('admin.complaints.assignedTo', { name: complaint.assignee_name ?? `#${complaint.assignee_id ?? '?'}` })}
        </p>
      )}
      {complaint.status !== 'resolved' && !queue.isMine(complaint) && (
        <div>
          <Button type="button" $variant="secondary" disabled={queue.busy !== undefined} onClick={() => void queue.assign(complaint.id)}>
            {t('admin.complaints.take')}
          </Button>
        </div>
      )}
      {complaint.status === 'resolved' ? (
        <p className="meta">
          {t('admin.complaints.resolvedOn', { date: complaint.resolved_at ? new Date(complaint.resolved_at).toLocaleString() : '—' })}: {complaint.resolution_note}
        </p>
      ) : (
        <NoteForm onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={noteId}>{t('admin.complaints.note')}</label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={1000}
              required
              aria-invalid={invalid}
              aria-describedby={invalid ? `${noteId}-error` : undefined}
              value={queue.noteOf(complaint.id)}
              onChange={(event) => queue.setNote(complaint.id, event.target.value)}
            />
            {invalid && (
              <span className="error" id={`${noteId}-error`}>
                {t('admin.complaints.noteRequired')}
              </span>
            )}
          </div>
          <Button type="submit" disabled={queue.busy !== undefined}>
            {t('admin.complaints.resolve')}
          </Button>
        </NoteForm>
      )}
    </Complaint>
  );
});

/** /admin/complaints (decision 0081): the tabs (arrow keys move between them) and the complaints of one status, oldest first. */
export const ComplaintQueueView = observer(function ComplaintQueueView({ queue }: { queue: ComplaintQueuePage }) {
  const t = useT();
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = COMPLAINT_STATUSES[(COMPLAINT_STATUSES.indexOf(queue.status) + step + COMPLAINT_STATUSES.length) % COMPLAINT_STATUSES.length]!;
    void queue.load(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`#complaint-tab-${next}`)?.focus();
  };
  return (
    <AdminMain aria-busy={queue.loading}>
      <h1>{t('admin.complaints.title')}</h1>
      <p>{t('admin.complaints.intro')}</p>
      <Tabs role="tablist" aria-label={t('admin.complaints.tabs')} onKeyDown={moveWithArrows}>
        {COMPLAINT_STATUSES.map((status) => (
          <button
            key={status}
            id={`complaint-tab-${status}`}
            type="button"
            role="tab"
            aria-selected={queue.status === status}
            aria-controls="complaint-list"
            tabIndex={queue.status === status ? 0 : -1}
            onClick={() => void queue.load(status)}
          >
            {t(STATUS_TEXT[status])}
          </button>
        ))}
      </Tabs>
      {queue.problem && <Notice tone="danger">{adminProblemText(t, queue.problem)}</Notice>}
      {queue.taken && (
        <div role="status">
          <Notice tone="success">{t('admin.complaints.taken', { reference: queue.taken })}</Notice>
        </div>
      )}
      {queue.resolved && (
        <div role="status">
          <Notice tone="success">{t('admin.complaints.done', { reference: queue.resolved })}</Notice>
        </div>
      )}
      <div id="complaint-list" role="tabpanel" aria-labelledby={`complaint-tab-${queue.status}`}>
        {!queue.loading && queue.complaints.length === 0 ? (
          <p role="status">{t('admin.complaints.empty')}</p>
        ) : (
          <CardList>
            {queue.complaints.map((complaint) => (
              <li key={complaint.id}>
                <ComplaintCard queue={queue} complaint={complaint} />
              </li>
            ))}
          </CardList>
        )}
      </div>
    </AdminMain>
  );
});
