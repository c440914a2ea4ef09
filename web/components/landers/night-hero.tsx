import { MoonStar } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { FaceGrid } from './face-grid';
import type { LanderFace, LanderPlace } from './lander-face';
import { cityOf, FacesAfterSignup, Section, SignupButton } from './lander-parts';

const Night = styled.div`
  background: ${(p) => p.theme.colors.landerNightSky};
  color: ${(p) => p.theme.colors.onInverse};
  h1 {
    color: ${(p) => p.theme.colors.onInverse};
    max-width: 16ch;
  }
  p.lead {
    color: ${(p) => p.theme.colors.inverseLead};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.colors.inverseVeil};
  font-weight: 600;
  margin-bottom: ${(p) => p.theme.space(2)};
`;

const Spaced = styled.div`
  margin-top: ${(p) => p.theme.space(4)};
`;

/**
 * The alonetonight lander's hero in a night-time look: who is online now in her city, those online first (tonight is
 * about who is there now), and the call to sign up.
 */
export function NightHero({ place, faces }: { place: LanderPlace | null; faces: readonly LanderFace[] }) {
  const t = useT();
  const online = faces.filter((face) => face.online).length;
  const shown = [...faces].sort((a, b) => Number(b.online) - Number(a.online)).slice(0, 10);
  return (
    <Night>
      <Section>
        <Badge>
          <MoonStar size={18} aria-hidden="true" />
          {t('landers.alonetonight.badge')}
        </Badge>
        <h1>{t('landers.alonetonight.title', { city: cityOf(place) })}</h1>
        <p className="lead">{online > 0 ? t('landers.alonetonight.online', { count: online, city: cityOf(place) }) : t('landers.alonetonight.text', { city: cityOf(place) })}</p>
        <SignupButton href="/signup">{t('landers.alonetonight.cta')}</SignupButton>
        {faces.length === 0 ? (
          <Spaced>
            <FacesAfterSignup />
          </Spaced>
        ) : (
          <FaceGrid faces={shown} columns={{ md: 4, xl: 5 }} eager={2} room="above" />
        )}
      </Section>
    </Night>
  );
}
