import { ArrowRight, Search, UserRound, Users } from 'lucide-react';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { EmptyState } from '../list-state';
import { CardGrid, MemberCard } from '../member-card';
import { ButtonLink } from '../ui';
import { FictionalNote } from './front-door-parts';

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space(5)};
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space(2)};
    flex-wrap: wrap;
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  .head h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xl};
    }
  }
  .head a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
`;

/** The cards of an unfinished last row of an `n`-column grid (never of the first row). */
const lastRow = (n: number) => `& > :nth-child(${n}n + ${n + 1}):nth-last-child(-n + ${n - 1})`;

/**
 * The faces beside the side panel (2, 3 from md, 4 from xl), whole rows only: a half-empty last row reads unfinished,
 * and the link to all members is above the grid.
 */
const FaceGrid = styled(CardGrid)`
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px) {
    ${lastRow(2)} {
      display: none;
    }
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) and (max-width: ${(p) => p.theme.breakpoints.xl - 0.02}px) {
    ${lastRow(3)}, ${lastRow(3)} ~ * {
      display: none;
    }
  }
  ${up('xl')} {
    ${lastRow(4)}, ${lastRow(4)} ~ * {
      display: none;
    }
  }
`;

/** The home page's grid of members, with the way to all of them and the fictional disclosure where one is shown. */
export function NewMembers({ title, members, fictionalShown }: { title: MessageKey; members: readonly ApiProfile[]; fictionalShown: boolean }) {
  const t = useT();
  return (
    <Section aria-labelledby="new-members">
      <div className="head">
        <h2 id="new-members">{t(title)}</h2>
        <a href="/members">
          {t('arrival.facesMore')} <ArrowRight size={16} aria-hidden="true" />
        </a>
      </div>
      <FaceGrid $beside data-part="card-grid">
        {members.map((profile) => (
          <MemberCard key={profile.id} profile={profile} />
        ))}
      </FaceGrid>
      {fictionalShown && <FictionalNote />}
    </Section>
  );
}

/** A member's home page with no new members to show: what to do instead, the search and her profile. */
export function NoNewMembers() {
  const t = useT();
  return (
    <Section aria-labelledby="new-members">
      <div className="head">
        <h2 id="new-members">{t('home.membersTitle')}</h2>
      </div>
      <EmptyState icon={Users} text={t('home.membersEmpty')}>
        <ButtonLink href="/members">
          <Search size={18} aria-hidden="true" />
          {t('nav.search')}
        </ButtonLink>
        <ButtonLink href="/profile" $variant="secondary">
          <UserRound size={18} aria-hidden="true" />
          {t('nav.myProfile')}
        </ButtonLink>
      </EmptyState>
    </Section>
  );
}
