import { Clock, Heart, Search, Sparkles } from 'lucide-react';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { ApiProfileHighlight } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(0.75)};
    max-width: 100%;
    min-height: 32px;
    padding: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(1.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.onSecondarySoft};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  li.shared_interests {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.onPrimarySoft};
  }
  svg {
    flex: none;
  }
`;

const ICONS: Record<ApiProfileHighlight['kind'], ReactElement> = {
  shared_interests: <Heart size={16} aria-hidden="true" />,
  new_here: <Sparkles size={16} aria-hidden="true" />,
  active_today: <Clock size={16} aria-hidden="true" />,
  looking_for: <Search size={16} aria-hidden="true" />,
};

/** The profile header's highlight items (SPEC §2, decision 0074) as chips that wrap; nothing when there are none. */
export function ProfileHighlights({ name, highlights }: { name: string; highlights: readonly ApiProfileHighlight[] }) {
  const t = useT();
  if (highlights.length === 0) return null;
  const text = (item: ApiProfileHighlight): string => {
    switch (item.kind) {
      case 'shared_interests':
        return t('profile.highlights.sharedInterests', { count: item.count, interest: item.interest });
      case 'new_here':
        return t('profile.highlights.newHere');
      case 'active_today':
        return t('profile.highlights.activeToday');
      case 'looking_for':
        return t('profile.highlights.lookingFor', { reason: item.reason });
    }
  };
  return (
    <Chips aria-label={t('profile.highlights.label', { name })}>
      {highlights.map((item) => (
        <li key={item.kind} className={item.kind}>
          {ICONS[item.kind]}
          <span>{text(item)}</span>
        </li>
      ))}
    </Chips>
  );
}
