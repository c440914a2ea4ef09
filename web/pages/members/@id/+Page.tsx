import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { BlockedProfile } from '../../../components/profile-view/blocked-profile';
import { ProfileActionBar } from '../../../components/profile-view/profile-action-bar';
import { ProfileBackLink } from '../../../components/profile-view/profile-back-link';
import { ProfileFacts } from '../../../components/profile-view/profile-facts';
import { ProfileGallery } from '../../../components/profile-view/profile-gallery';
import { ProfileColumns, ProfileMain } from '../../../components/profile-view/profile-layout';
import { ProfileMoreActions } from '../../../components/profile-view/profile-more-actions';
import { ProfilePhotos } from '../../../components/profile-view/profile-photos';
import { RelatedProfiles } from '../../../components/profile-view/related-profiles';
import { useProfileGallery } from '../../../components/profile-view/use-profile-gallery';
import { useProfileLike } from '../../../components/profile-view/use-profile-like';
import { VisitorTeaser } from '../../../components/profile-view/visitor-teaser';
import { Container } from '../../../components/ui';
import { ProfileGift } from '../../../stores/profile-gift';
import { useLocalStore, useStore } from '../../../stores/store-context';
import type { ProfileData } from './+data';

type ProfileView = Extract<ProfileData, { kind: 'profile' }>;

/** /members/@id: a member's profile; a visitor's teaser of it; or, blocked by her, whom she blocked. */
export default observer(function ProfilePage() {
  const data = useData<ProfileData>();
  if (data.kind === 'teaser') return <VisitorTeaser teaser={data.teaser} />;
  if (data.kind === 'blocked') return <BlockedProfile profile={data.profile} />;
  return <MemberProfile view={data} />;
});

/** SPEC §2 profile: the photos, the actions within thumb reach, the details, and members like her. */
const MemberProfile = observer(function MemberProfile({ view }: { view: ProfileView }) {
  const { profile, photos } = view;
  const store = useStore();
  const own = store.session.user?.profile.id === profile.id;
  const like = useProfileLike(profile, view.like);
  const gallery = useProfileGallery(photos);
  const gift = useLocalStore((root) => new ProfileGift(root.endpoints, root.chats, root.session));
  const gifting = store.session.loggedIn && !own ? gift : null;
  return (
    <Container>
      <ProfileBackLink own={own} />
      <ProfileColumns>
        <ProfilePhotos profile={profile} photos={photos} highlights={view.highlights} gallery={gallery} />
        <ProfileMain>
          <ProfileActionBar profile={profile} own={own} like={like} gifting={gifting} />
          <ProfileMoreActions profile={profile} like={like} gifting={gifting} />
          <ProfileFacts profile={profile} />
        </ProfileMain>
      </ProfileColumns>
      <RelatedProfiles related={view.related} />
      <ProfileGallery profile={profile} gallery={gallery} />
    </Container>
  );
});
