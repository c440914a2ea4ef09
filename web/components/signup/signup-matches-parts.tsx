import { Compass, Search } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ButtonLink } from '../ui';

/** What the page offers, under its title. */
export const SignupMatchesIntro = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  max-width: 60ch;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Next = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: ${(p) => p.theme.space(3)};
`;

/** The ways on after the first matches: the search, or the match finder. */
export function SignupMatchesNext() {
  const t = useT();
  return (
    <Next>
      <ButtonLink href="/members">
        <Search size={18} aria-hidden="true" />
        {t('signupMatches.search')}
      </ButtonLink>
      <ButtonLink href="/match-finder" $variant="secondary">
        <Compass size={18} aria-hidden="true" />
        {t('signupMatches.finder')}
      </ButtonLink>
    </Next>
  );
}
