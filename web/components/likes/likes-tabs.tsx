import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { LIKES_TABS, likesTabPath, type LikesTab } from '../../pages/likes/likes-tab';
import { up } from '../../theme/theme';

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: ${(p) => p.theme.space(3)};
  a {
    flex: 1 1 0;
    min-width: 0;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 52px;
    padding: 4px 8px;
    border-radius: ${(p) => p.theme.radius.card};
    line-height: 1.2;
    font-size: ${(p) => p.theme.font.size.body};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    ${up('sm')} {
      flex: none;
      flex-direction: row;
      gap: 6px;
      min-height: 44px;
      padding: 0 16px;
      border-radius: ${(p) => p.theme.radius.pill};
      font-size: ${(p) => p.theme.font.size.md};
    }
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  .count {
    font-variant-numeric: tabular-nums;
    font-weight: 400;
  }
`;

const TAB_TEXT: Readonly<Record<LikesTab, MessageKey>> = { received: 'likes.tab.received', given: 'likes.tab.given', matches: 'likes.tab.matches' };

/** SPEC §2: received, given and matches, each with its count; the shown one is the current page. */
export function LikesTabs({ tab, counts }: { tab: LikesTab; counts: Readonly<Record<LikesTab, number>> }) {
  const t = useT();
  return (
    <Tabs aria-label={t('likes.tabs')}>
      {LIKES_TABS.map((name) => (
        <a key={name} href={likesTabPath(name)} aria-current={name === tab ? 'page' : undefined}>
          {t(TAB_TEXT[name])} <span className="count">({counts[name]})</span>
        </a>
      ))}
    </Tabs>
  );
}
