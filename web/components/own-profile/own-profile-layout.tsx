import { Eye } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { ButtonLink, PageTitle } from '../ui';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(3)};
  h1 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    max-width: 60ch;
  }
`;

/** /profile's head: what the page is for, and the way to see her profile as others do. */
export const OwnProfileHead = observer(function OwnProfileHead() {
  const t = useT();
  const me = useStore().session.user;
  return (
    <Head>
      <div>
        <PageTitle>{t('ownProfile.title')}</PageTitle>
        <p>{t('ownProfile.intro')}</p>
      </div>
      {me && (
        <ButtonLink href={`/members/${me.profile.id}`} $variant="secondary">
          <Eye size={18} aria-hidden="true" />
          {t('ownProfile.view')}
        </ButtonLink>
      )}
    </Head>
  );
});

/** The photos beside the details and the place from lg; one column below it. Each child `div` is a column. */
export const OwnProfileColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('lg')} {
    gap: ${(p) => p.theme.space(3)};
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    min-width: 0;
    ${up('lg')} {
      gap: ${(p) => p.theme.space(3)};
    }
  }
`;
