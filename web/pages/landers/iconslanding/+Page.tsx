import { AvatarRow } from '../../../components/landers/avatar-row';
import { BenefitGrid } from '../../../components/landers/benefit-grid';
import { FacesAfterSignup, LanderHeadline, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';

/** /landers/iconslanding: what she gets, one icon per benefit, under a row of the faces she will meet. */
export default function IconsLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      <Section>
        {faces.length > 0 ? <AvatarRow faces={faces} /> : <FacesAfterSignup />}
        <LanderHeadline name="iconslanding" place={place} />
        <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
        <BenefitGrid />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
