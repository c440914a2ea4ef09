import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiAuditEntry } from '../../../bff/contract/admin-requests';
import type { AdminHome } from '../../admin/admin-home';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { BusyButton } from '../busy-button';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  th,
  td {
    padding: ${(p) => p.theme.space(1.25)} ${(p) => p.theme.space(1.5)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    font-weight: 700;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.neutralSoft};
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: none;
  }
  td:first-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.md - 1}px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(1.5)};
      padding: ${(p) => p.theme.space(1.5)};
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    tr:last-child {
      border-bottom: none;
    }
    td {
      padding: 0;
      border: none;
    }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: ${(p) => p.theme.font.size.xs};
      font-weight: 700;
      color: ${(p) => p.theme.colors.textMuted};
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const ACTION_TEXT: Readonly<Record<string, MessageKey>> = {
  'operator.logged_in': 'admin.audit.action.operator.logged_in',
  'operator.logged_out': 'admin.audit.action.operator.logged_out',
  'operator.totp_enrolled': 'admin.audit.action.operator.totp_enrolled',
  'operator.recovery_code_used': 'admin.audit.action.operator.recovery_code_used',
  'operator.created': 'admin.audit.action.operator.created',
  'member.suspended': 'admin.audit.action.member.suspended',
  'payment.refunded': 'admin.audit.action.payment.refunded',
  'credits.corrected': 'admin.audit.action.credits.corrected',
  'discount.created': 'admin.audit.action.discount.created',
  'discount.limited': 'admin.audit.action.discount.limited',
  'discount.ended': 'admin.audit.action.discount.ended',
  'complaint.resolved': 'admin.audit.action.complaint.resolved',
  'complaint.assigned': 'admin.audit.action.complaint.assigned',
};

/** The audit trail, newest first, with the next page on request: who, what, on what, when, why. */
export const AuditTrail = observer(function AuditTrail({ home }: { home: AdminHome }) {
  const t = useT();
  const intl = useIntl();
  const when = (entry: ApiAuditEntry) => intl.formatDate(entry.at, { dateStyle: 'short', timeStyle: 'medium' });
  const action = (entry: ApiAuditEntry) => {
    const key = ACTION_TEXT[entry.action];
    return key ? t(key) : entry.action;
  };
  if (home.entries.length === 0) return <Muted>{t('admin.audit.empty')}</Muted>;
  return (
    <>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.when')}</th>
              <th scope="col">{t('admin.audit.who')}</th>
              <th scope="col">{t('admin.audit.what')}</th>
              <th scope="col">{t('admin.audit.target')}</th>
              <th scope="col">{t('admin.audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {home.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('admin.audit.when')}>
                  <time dateTime={entry.at}>{when(entry)}</time>
                </td>
                <td data-label={t('admin.audit.who')}>{entry.by_system ? t('admin.audit.system') : entry.operator_id === null ? t('admin.audit.console') : (entry.operator_name ?? `#${entry.operator_id}`)}</td>
                <td data-label={t('admin.audit.what')}>{action(entry)}</td>
                <td data-label={t('admin.audit.target')}>{entry.target ?? '—'}</td>
                <td data-label={t('admin.audit.reason')}>{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {home.next !== null && (
        <BusyButton type="button" $variant="secondary" busy={home.loadingMore} label={t('admin.audit.more')} busyLabel={t('admin.home.loading')} onClick={() => void home.more()} />
      )}
    </>
  );
});
