import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { FictionalMark } from './face-card';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderFace, LanderPlace } from './lander-face';
import { FacesAfterSignup, LanderHeadline, SignupButton } from './lander-parts';

const Collage = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-auto-rows: 120px;
  grid-auto-flow: dense;
  gap: 6px;
  background: ${(p) => p.theme.colors.inverse};
  ${up('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    grid-auto-rows: 150px;
  }
  a {
    position: relative;
    display: block;
    overflow: hidden;
    background: ${(p) => p.theme.colors.photoPlaceholder};
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
  ${fillWithPhoto('show')}
  .name {
    position: absolute;
    left: 8px;
    bottom: 6px;
    color: ${(p) => p.theme.colors.onInverse};
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
    text-shadow: ${(p) => p.theme.shadow.textOnPhoto};
  }
`;

/** The collage's photos: two large and sixteen small fill its grid at every width. */
const COLLAGE = 18;

/** The collagelanding's dense collage of members' photos, each leading to signing up to meet her; nothing without faces. */
export function PhotoCollage({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  if (faces.length === 0) return null;
  const full = faces.length >= COLLAGE;
  return (
    <Collage aria-label={t('landers.collagelanding.label')} role="group" data-full={full}>
      {faces.slice(0, COLLAGE).map((face, index) => (
        <a key={face.id} href={`/members/${face.id}/signup`}>
          <FacePhoto face={face} large={full && (index === 0 || index === 9)} first={index < 2} />
          <FictionalMark face={face} />
          <span className="name">
            {face.name}, {face.age}
          </span>
        </a>
      ))}
    </Collage>
  );
}

const Overlay = styled.div<{ $flat: boolean }>`
  position: relative;
  margin: ${(p) => (p.$flat ? '0' : '-64px')} auto 0;
  max-width: 560px;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.float};
  text-align: center;
  h1 {
    font-size: ${(p) => p.theme.font.size.headline};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xxl};
    }
  }
  p.lead {
    margin-left: auto;
    margin-right: auto;
  }
`;

/** The call to sign up laid over the collage's lower edge (flat where there is no collage above it). */
export function CollageInvite({ place, faces }: { place: LanderPlace | null; faces: readonly LanderFace[] }) {
  const t = useT();
  return (
    <Overlay $flat={faces.length === 0}>
      <LanderHeadline name="collagelanding" place={place} />
      {faces.length === 0 && <FacesAfterSignup />}
      <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
    </Overlay>
  );
}
