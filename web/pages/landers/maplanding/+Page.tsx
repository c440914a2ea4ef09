import { CityBoard } from '../../../components/landers/city-board';
import { FacesAfterSignup, LanderEnd, LanderHeadline, Section, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';

/** /landers/maplanding: a map-like board of cities with the members in each (no map service: region tiles). */
export default function MapLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      <Section>
        <LanderHeadline name="maplanding" place={place} />
        {faces.length === 0 ? <FacesAfterSignup /> : <CityBoard faces={faces} here={place?.city} />}
        <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
      </Section>
      <LanderEnd place={place} />
    </>
  );
}
