import { FacesAfterSignup, LanderEnd, Section } from '../../../components/landers/lander-parts';
import { SocialAside, SocialFeed, SocialLayout } from '../../../components/landers/social-feed';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/socialnetwork: a feed of members' posts, as a social network looks; every action asks her to join. */
export default function SocialNetworkLander() {
  const { place, faces } = useLander();
  return (
    <>
      <Section>
        <SocialLayout>
          <SocialAside place={place} />
          {faces.length === 0 ? <FacesAfterSignup /> : <SocialFeed faces={faces} />}
        </SocialLayout>
      </Section>
      <LanderEnd place={place} />
    </>
  );
}
