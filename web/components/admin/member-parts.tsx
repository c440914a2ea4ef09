import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Badge } from '../ui';
import { AdminMain } from './admin-page';

/** The content column of the members pages: the back office's column, a little tighter, with an intro line. */
export const MemberMain = styled(AdminMain)`
  gap: ${(p) => p.theme.space(2.5)};
  h2 {
    margin: 0 0 ${(p) => p.theme.space(1)};
  }
  .intro {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const STATUS_TEXT: Readonly<Record<string, MessageKey>> = {
  active: 'admin.status.active',
  not_confirmed: 'admin.status.not_confirmed',
  suspended: 'admin.status.suspended',
  deleted: 'admin.status.deleted',
};

const STATUS_TONE: Readonly<Record<string, 'warning' | 'danger' | 'neutral'>> = { not_confirmed: 'warning', suspended: 'danger', deleted: 'danger' };

/** A member's account status in words. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const key = STATUS_TEXT[status];
  return <Badge $tone={STATUS_TONE[status] ?? 'neutral'}>{key ? t(key) : status}</Badge>;
}
