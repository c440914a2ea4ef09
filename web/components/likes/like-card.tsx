import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { MemberCard } from '../member-card';

const Frame = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  .flag {
    position: absolute;
    top: 8px;
    left: 8px;
    z-index: 1;
    padding: 2px 10px;
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    pointer-events: none;
  }
  .flag.new {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  .flag.match {
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
  }
`;

/** A member card on the likes page: a flag on the photo (new like, match) and the card's action below it. */
export function LikeCard({ profile, flag, action }: { profile: ApiProfile; flag?: { kind: 'new' | 'match'; text: string }; action?: ReactNode }) {
  return (
    <Frame>
      {flag && <span className={`flag ${flag.kind}`}>{flag.text}</span>}
      <MemberCard profile={profile} href={`/likes/m/${profile.id}`} />
      {action}
    </Frame>
  );
}
