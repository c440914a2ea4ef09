import { LanderEnd } from '../../../components/landers/lander-parts';
import { NightHero } from '../../../components/landers/night-hero';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/alonetonight: tonight, nearby: who is online now in her city, in a night-time look. */
export default function AloneTonightLander() {
  const { place, faces } = useLander();
  return (
    <>
      <NightHero place={place} faces={faces} />
      <LanderEnd place={place} />
    </>
  );
}
