import styled from 'styled-components';
import { cityOf, FacesAfterSignup, LanderPromises, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { SwipeDeck } from '../../../components/landers/swipe-deck';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';

const Top = styled(Section)`
  text-align: center;
  p.lead {
    margin-left: auto;
    margin-right: auto;
  }
  .keys {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 14px;
  }
  kbd {
    display: inline-block;
    min-width: 24px;
    padding: 0 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-bottom-width: 2px;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surface};
    font: inherit;
  }
`;

/** /landers/tinderswipe: a swipe deck of real members; every swipe and every like leads to signup. */
export default function TinderSwipeLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      <Top>
        <h1>{t('landers.tinderswipe.title', { city: cityOf(place) })}</h1>
        <p className="lead">{t('landers.tinderswipe.text', { city: cityOf(place) })}</p>
        {faces.length === 0 ? (
          <>
            <FacesAfterSignup />
            <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
          </>
        ) : (
          <>
            <SwipeDeck faces={faces} />
            <p className="keys">
              <kbd aria-hidden="true">←</kbd> <kbd aria-hidden="true">→</kbd> {t('landers.tinderswipe.keys')}
            </p>
          </>
        )}
      </Top>
      <Section>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
