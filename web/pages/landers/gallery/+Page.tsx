import { FaceGrid } from '../../../components/landers/face-grid';
import { LanderHead } from '../../../components/landers/lander-head';
import { FacesAfterSignup, LanderEnd, LanderPromises, Section } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/gallery: a wall of real members' photos, each leading to signing up to meet her. */
export default function GalleryLander() {
  const { place, faces } = useLander();
  return (
    <>
      <Section>
        <LanderHead name="gallery" place={place} />
        {faces.length === 0 && <FacesAfterSignup />}
        <FaceGrid faces={faces} columns={{ md: 4, xl: 6 }} eager={2} room="below" roomy />
        <LanderPromises />
      </Section>
      <LanderEnd place={place} promises={false} />
    </>
  );
}
