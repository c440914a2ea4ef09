import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { MemberCard } from '../member-card';

const Frame = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(0.5)};
  .flag {
    position: absolute;
    top: ${(p) => p.theme.space(1)};
    left: ${(p) => p.theme.space(1)};
    z-index: 1;
    padding: 2px 10px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 700;
    pointer-events: none;
  }
  .when {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A member who opened her profile (issue 27): the member card, "Nieuw" on the photo when new, and when she came. */
export function VisitorCard({ profile, when, isNew, newText }: { profile: ApiProfile; when: string; isNew: boolean; newText: string }) {
  return (
    <Frame>
      {isNew && <span className="flag">{newText}</span>}
      <MemberCard profile={profile} />
      <p className="when">{when}</p>
    </Frame>
  );
}
