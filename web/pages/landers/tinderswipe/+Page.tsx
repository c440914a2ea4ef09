import { FacesAfterSignup, LanderEnd, LanderHeadline, SignupButton } from '../../../components/landers/lander-parts';
import { SwipeDeck } from '../../../components/landers/swipe-deck';
import { SwipeKeys, SwipeStage } from '../../../components/landers/swipe-stage';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';

/** /landers/tinderswipe: a swipe deck of real members; every swipe and every like leads to signup. */
export default function TinderSwipeLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      <SwipeStage>
        <LanderHeadline name="tinderswipe" place={place} />
        {faces.length === 0 ? (
          <>
            <FacesAfterSignup />
            <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
          </>
        ) : (
          <>
            <SwipeDeck faces={faces} />
            <SwipeKeys />
          </>
        )}
      </SwipeStage>
      <LanderEnd place={place} />
    </>
  );
}
