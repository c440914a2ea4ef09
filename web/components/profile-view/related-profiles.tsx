import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { CardGrid, MemberCard } from '../member-card';

const Related = styled.section`
  margin-top: ${(p) => p.theme.space(4)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
  }
  ${up('lg')} {
    > div {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;

/** Below the profile: members like her, as cards (none shown when there are none). */
export function RelatedProfiles({ related }: { related: readonly ApiProfile[] }) {
  const t = useT();
  if (related.length === 0) return null;
  return (
    <Related aria-labelledby="profile-related">
      <h2 id="profile-related">{t('profile.related')}</h2>
      <CardGrid>
        {related.map((other) => (
          <MemberCard key={other.id} profile={other} />
        ))}
      </CardGrid>
    </Related>
  );
}
