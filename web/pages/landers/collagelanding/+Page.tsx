import { LanderEnd, Section } from '../../../components/landers/lander-parts';
import { CollageInvite, PhotoCollage } from '../../../components/landers/photo-collage';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/collagelanding: a dense photo collage of members, the call to sign up laid over its lower edge. */
export default function CollageLander() {
  const { place, faces } = useLander();
  return (
    <>
      <PhotoCollage faces={faces} />
      <Section>
        <CollageInvite place={place} faces={faces} />
      </Section>
      <LanderEnd place={place} />
    </>
  );
}
