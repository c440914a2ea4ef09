import { MoonStar } from 'lucide-react';
import styled from 'styled-components';
import { FaceCard } from '../../../components/landers/face-card';
import { cityOf, FacesAfterSignup, LanderPromises, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';
import { up } from '../../../theme/theme';

const Night = styled.div`
  background: radial-gradient(circle at 80% 10%, rgba(213, 9, 24, 0.35), transparent 40%), linear-gradient(180deg, #14122b 0%, #241b3d 100%);
  color: #fff;
  h1 {
    color: #fff;
    max-width: 16ch;
  }
  p.lead {
    color: #e6e3f3;
  }
  .moon {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 6px 12px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;

const Row = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${up('xl')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Spaced = styled.div`
  margin-top: ${(p) => p.theme.space(4)};
`;

/** /landers/alonetonight: tonight, nearby: who is online now in her city, in a night-time look. */
export default function AloneTonightLander() {
  const t = useT();
  const { place, faces } = useLander();
  const online = faces.filter((face) => face.online).length;
  // Those online first: tonight is about who is there now.
  const shown = [...faces].sort((a, b) => Number(b.online) - Number(a.online)).slice(0, 10);
  return (
    <>
      <Night>
        <Section>
          <span className="moon">
            <MoonStar size={18} aria-hidden="true" />
            {t('landers.alonetonight.badge')}
          </span>
          <h1>{t('landers.alonetonight.title', { city: cityOf(place) })}</h1>
          <p className="lead">{online > 0 ? t('landers.alonetonight.online', { count: online, city: cityOf(place) }) : t('landers.alonetonight.text', { city: cityOf(place) })}</p>
          <SignupButton href="/signup">{t('landers.alonetonight.cta')}</SignupButton>
          {faces.length === 0 ? (
            <Spaced>
              <FacesAfterSignup />
            </Spaced>
          ) : (
            <Row>
              {shown.map((face, index) => (
                <li key={face.id}>
                  <FaceCard face={face} first={index < 2} />
                </li>
              ))}
            </Row>
          )}
        </Section>
      </Night>
      <Section>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
