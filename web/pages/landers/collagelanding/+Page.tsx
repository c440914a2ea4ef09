import styled from 'styled-components';
import { FacePhoto } from '../../../components/landers/face-photo';
import { FictionalMark } from '../../../components/landers/face-card';
import { cityOf, FacesAfterSignup, LanderPromises, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';
import { up } from '../../../theme/theme';

const Collage = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-auto-rows: 120px;
  grid-auto-flow: dense;
  gap: 6px;
  background: #1b1b1f;
  ${up('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    grid-auto-rows: 150px;
  }
  a {
    position: relative;
    display: block;
    overflow: hidden;
    background: linear-gradient(160deg, #fbd3d6, #c9ecf7);
  }
  /* Two large photos at fixed places, the 16 others fill the rest: 8 rows of 3 on a phone, 4 rows of 6 from md. */
  &[data-full='true'] a:nth-child(1) {
    grid-column: 1 / span 2;
    grid-row: 1 / span 2;
  }
  &[data-full='true'] a:nth-child(10) {
    grid-column: 2 / span 2;
    grid-row: 5 / span 2;
    ${up('md')} {
      grid-column: 5 / span 2;
      grid-row: 3 / span 2;
    }
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: flex;
    height: 100%;
    align-items: center;
    justify-content: center;
    color: rgba(80, 20, 30, 0.35);
  }
  .name {
    position: absolute;
    left: 8px;
    bottom: 6px;
    color: #fff;
    font-weight: 600;
    font-size: 14px;
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.8);
  }
`;

/** The collage's photos: two large and sixteen small fill its grid at every width. */
const COLLAGE = 18;

const Overlay = styled.div<{ $flat: boolean }>`
  position: relative;
  margin: ${(p) => (p.$flat ? '0' : '-64px')} auto 0;
  max-width: 560px;
  padding: ${(p) => p.theme.space(3)};
  border-radius: 16px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.float};
  text-align: center;
  h1 {
    font-size: 28px;
    ${up('md')} {
      font-size: 36px;
    }
  }
  p.lead {
    margin-left: auto;
    margin-right: auto;
  }
`;

/** /landers/collagelanding: a dense photo collage of members, the call to sign up laid over its lower edge. */
export default function CollageLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      {faces.length > 0 && (
        <Collage aria-label={t('landers.collagelanding.label')} role="group" data-full={faces.length >= COLLAGE}>
          {faces.slice(0, COLLAGE).map((face, index) => (
            <a key={face.id} href={`/members/${face.id}/signup`}>
              <FacePhoto face={face} large={faces.length >= COLLAGE && (index === 0 || index === 9)} first={index < 2} />
              <FictionalMark face={face} />
              <span className="name">
                {face.name}, {face.age}
              </span>
            </a>
          ))}
        </Collage>
      )}
      <Section>
        <Overlay $flat={faces.length === 0}>
          <h1>{t('landers.collagelanding.title', { city: cityOf(place) })}</h1>
          <p className="lead">{t('landers.collagelanding.text', { city: cityOf(place) })}</p>
          {faces.length === 0 && <FacesAfterSignup />}
          <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
        </Overlay>
      </Section>
      <Section>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
