import { ArrowLeft, Eye } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { useT } from '../../i18n/use-t';
import { StandaloneBack } from '../../pwa/standalone-back';
import { useStore } from '../../stores/store-context';

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
`;

/** On her own profile: what the page is (there is no search to go back to). */
const OwnPreview = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

/** Above the profile: the way back to the likes or the search she came from, or on her own profile what it is. */
export const ProfileBackLink = observer(function ProfileBackLink({ own }: { own: boolean }) {
  const t = useT();
  const store = useStore();
  const fromLikes = usePageContext().urlPathname.startsWith('/likes/');
  if (own) {
    return (
      <OwnPreview>
        <Eye size={18} aria-hidden="true" />
        {t('profile.ownPreview')}
      </OwnPreview>
    );
  }
  const href = fromLikes ? '/likes' : store.search.href;
  return (
    <StandaloneBack fallback={href}>
      <Back href={href}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t(fromLikes ? 'profile.backToLikes' : 'profile.backToSearch')}
      </Back>
    </StandaloneBack>
  );
});
