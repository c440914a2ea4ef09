import { Play, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { smallSlot } from '../photo-sources';
import { visuallyHidden } from '../ui';
import { FictionalMark } from './face-card';
import { FaceGrid } from './face-grid';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderData, LanderFace } from './lander-face';
import { cityOf, FacesAfterSignup, LanderEnd, LanderHeadline, Section, SignupButton } from './lander-parts';
import { PhotoReel } from './photo-reel';

const Hero = styled.div<{ $look: 'video' | 'transitions' }>`
  background: ${(p) => (p.$look === 'video' ? p.theme.colors.landerCinema : p.theme.colors.landerWineGradient)};
  color: ${(p) => p.theme.colors.onInverse};
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    align-items: center;
    ${up('md')} {
      grid-template-columns: ${(p) => (p.$look === 'video' ? 'minmax(0, 1fr) minmax(0, 420px)' : 'minmax(0, 420px) minmax(0, 1fr)')};
    }
  }
  .text {
    min-width: 0;
  }
  /* The transitions lander: the clip first, its text beside it, the clip's members as a film strip under the text. */
  ${up('md')} {
    .text {
      order: ${(p) => (p.$look === 'video' ? 0 : 2)};
    }
  }
  h1 {
    color: ${(p) => p.theme.colors.onInverse};
  }
  p.lead {
    color: ${(p) => p.theme.colors.inverseLead};
  }
`;

const Screen = styled.div`
  position: relative;
  border-radius: ${(p) => p.theme.radius.panel};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow.overlay};
  max-width: 420px;
  width: 100%;
  justify-self: center;
  .chrome {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 20;
    padding: 40px 16px 14px;
    background: ${(p) => p.theme.colors.photoCaption};
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .play {
    display: inline-flex;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  .bar {
    flex: 1;
    height: 4px;
    border-radius: ${(p) => p.theme.radius.tiny};
    background: ${(p) => p.theme.colors.inverseTrack};
    overflow: hidden;
  }
  .bar::after {
    content: '';
    display: block;
    height: 100%;
    width: 35%;
    background: ${(p) => p.theme.colors.onInverse};
  }
  @media (prefers-reduced-motion: no-preference) {
    .bar::after {
      animation: progress 21s linear infinite;
    }
  }
  @keyframes progress {
    from {
      width: 0;
    }
    to {
      width: 100%;
    }
  }
`;

const Strip = styled.ul`
  list-style: none;
  display: flex;
  max-width: 100%;
  gap: 8px;
  margin: ${(p) => p.theme.space(3)} 0 0;
  padding: 10px;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.scrimSoft};
  overflow: hidden;
  li {
    position: relative;
    flex: 0 0 64px;
    height: 80px;
    border-radius: ${(p) => p.theme.radius.input};
    overflow: hidden;
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  a {
    display: block;
    height: 100%;
  }
  ${fillWithPhoto('hide')}
  .sr {
    ${visuallyHidden}
  }
  /* The fictional mark, smaller on a thumbnail. */
  li > span[title] {
    top: 2px;
    right: 2px;
    transform: scale(0.7);
    transform-origin: top right;
  }
`;

/** The clip's members as a film strip, each a way to sign up to meet her. */
function FilmStrip({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  const shown = faces.filter((face) => face.photo).slice(0, 6);
  if (shown.length === 0) return null;
  return (
    <Strip aria-label={t('landers.transitionsvideolanding.strip')}>
      {shown.map((face) => (
        <li key={face.id}>
          <a href={`/members/${face.id}/signup`}>
            <FacePhoto face={face} slot={smallSlot(64)} />
            <span className="sr">{`${face.name}, ${face.age}`}</span>
          </a>
          <FictionalMark face={face} />
        </li>
      ))}
    </Strip>
  );
}

/**
 * The video landers' page (/landers/video, /landers/transitionsvideolanding): a hero that plays the members' photos
 * like a clip, whose play button is the way to sign up; the faces below it.
 */
export function ReelLander({ data, look, name }: { data: LanderData; look: 'video' | 'transitions'; name: 'video' | 'transitionsvideolanding' }) {
  const t = useT();
  const { place, faces } = data;
  return (
    <>
      <Hero $look={look}>
        <Section>
          <div className="text">
            <LanderHeadline name={name} place={place} />
            <SignupButton href="/signup">
              <UserPlus size={20} aria-hidden="true" />
              {t('landers.signupFree')}
            </SignupButton>
            {look === 'transitions' && <FilmStrip faces={faces} />}
          </div>
          {faces.length > 0 && (
            <Screen>
              <PhotoReel faces={faces} look={look} />
              <a className="chrome" href="/signup" aria-label={t('landers.watch')}>
                <span className="play" aria-hidden="true">
                  <Play size={20} fill="currentColor" />
                </span>
                <span className="bar" aria-hidden="true" />
              </a>
            </Screen>
          )}
        </Section>
      </Hero>
      <Section>
        {faces.length === 0 ? (
          <FacesAfterSignup />
        ) : (
          <>
            <h2>{t('landers.nearby', { city: cityOf(place) })}</h2>
            <FaceGrid faces={faces.slice(0, 8)} columns={{ md: 4 }} />
          </>
        )}
      </Section>
      <LanderEnd place={place} />
    </>
  );
}
