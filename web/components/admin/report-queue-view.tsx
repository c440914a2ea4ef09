import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { QUEUE_STATUSES, type QueueStatus, type ReportQueuePage } from '../../admin/report-queue';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { AdminMain } from './admin-page';

/** A queue's status tabs (the complaints' queue shows the same). */
export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  button {
    min-height: 44px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  a {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primaryDeep};
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 12rem 1fr auto;
    align-items: baseline;
  }
`;

const STATUS_TEXT: Readonly<Record<QueueStatus, MessageKey>> = {
  open: 'admin.reports.status.open',
  assigned: 'admin.reports.status.assigned',
  resolved: 'admin.reports.status.resolved',
};

export const REASON_TEXT: Readonly<Record<string, MessageKey>> = {
  fake_profile: 'admin.reason.fake_profile',
  scam: 'admin.reason.scam',
  offensive: 'admin.reason.offensive',
  underage: 'admin.reason.underage',
  other: 'admin.reason.other',
};

/** /admin/reports: the queue's tabs (arrow keys move between them) and the reports of one status, oldest first. */
export const ReportQueueView = observer(function ReportQueueView({ queue }: { queue: ReportQueuePage }) {
  const t = useT();
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = QUEUE_STATUSES[(QUEUE_STATUSES.indexOf(queue.status) + step + QUEUE_STATUSES.length) % QUEUE_STATUSES.length]!;
    void queue.load(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`#tab-${next}`)?.focus();
  };
  return (
    <AdminMain aria-busy={queue.loading}>
      <h1>{t('admin.reports.title')}</h1>
      <p>{t('admin.reports.intro')}</p>
      <Tabs role="tablist" aria-label={t('admin.reports.tabs')} onKeyDown={moveWithArrows}>
        {QUEUE_STATUSES.map((status) => (
          <button
            key={status}
            id={`tab-${status}`}
            type="button"
            role="tab"
            aria-selected={queue.status === status}
            aria-controls="report-list"
            tabIndex={queue.status === status ? 0 : -1}
            onClick={() => void queue.load(status)}
          >
            {t(STATUS_TEXT[status])}
          </button>
        ))}
      </Tabs>
      {queue.problem && <Notice tone="danger">{adminProblemText(t, queue.problem)}</Notice>}
      <div id="report-list" role="tabpanel" aria-labelledby={`tab-${queue.status}`}>
        {!queue.loading && queue.reports.length === 0 ? (
          <p role="status">{t('admin.reports.empty')}</p>
        ) : (
          <List>
            {queue.reports.map((report) => (
              <li key={report.id}>
                <Row as="article" aria-label={report.reference}>
                  <a href={`/admin/reports/${report.id}`}>{report.reference}</a>
                  <p>
                    {REASON_TEXT[report.reason] ? t(REASON_TEXT[report.reason]!) : report.reason}
                    {report.text ? ` — ${report.text}` : ''}
                  </p>
                  <span>
                    {t('admin.reports.reported')} #{report.reported_id ?? '—'} · {new Date(report.at).toLocaleString()}
                  </span>
                </Row>
              </li>
            ))}
          </List>
        )}
      </div>
    </AdminMain>
  );
});
