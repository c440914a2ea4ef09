import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Badge } from '../ui';

/** The content column of the members pages (the home's measure): padded on a phone, wider from md. */
export const MemberMain = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(p) => p.theme.layout.content};
  margin: 0 auto;
  padding: ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2.5)};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.headline};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.lg};
  }
  .intro {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(3)};
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
