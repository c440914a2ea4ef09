import { Check, Heart, MapPin } from 'lucide-react';
import styled from 'styled-components';
import type { ApiFoundMatch } from '../../../bff/contract/api-types';
import { MemberCard } from '../member-card';
import { Button } from '../ui';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .distance {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/** One of the match finder's shortlist: the card, how far away, and a like. */
export function FoundMatchCard(props: {
  match: ApiFoundMatch;
  liked: boolean;
  busy: boolean;
  words: { distance: (km: number) => string; like: string; likeLabel: string; liked: string };
  onLike: () => void;
}) {
  const { match, liked, busy, words } = props;
  return (
    <Item>
      <MemberCard profile={match.profile} />
      {match.distance_km !== null && (
        <span className="distance">
          <MapPin size={14} aria-hidden="true" />
          {words.distance(match.distance_km)}
        </span>
      )}
      {liked ? (
        <Button type="button" $variant="ghost" $block disabled>
          <Check size={18} aria-hidden="true" />
          {words.liked}
        </Button>
      ) : (
        <Button type="button" $block disabled={busy} onClick={props.onLike} aria-label={words.likeLabel}>
          <Heart size={18} aria-hidden="true" />
          {words.like}
        </Button>
      )}
    </Item>
  );
}
