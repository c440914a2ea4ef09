import styled, { css, keyframes } from 'styled-components';
import { PHOTO_SLOTS } from '../photo-sources';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderFace } from './lander-face';

/** Seconds each photo is on screen. */
const HOLD = 3.5;

/** One photo's share of the loop: it comes in, stays, and goes as the next comes in. */
const cycle = (count: number, look: 'video' | 'transitions') => {
  const share = 100 / count;
  const fade = Math.min(4, share / 4);
  return look === 'video'
    ? keyframes`
        0% { opacity: 0; transform: scale(1.02); }
        ${fade}% { opacity: 1; }
        ${share}% { opacity: 1; }
        ${share + fade}% { opacity: 0; transform: scale(1.14); }
        100% { opacity: 0; transform: scale(1.14); }
      `
    : keyframes`
        0% { opacity: 1; clip-path: inset(0 100% 0 0); }
        ${fade}% { clip-path: inset(0 0 0 0); }
        ${share + fade}% { opacity: 1; clip-path: inset(0 0 0 0); }
        ${share + fade + 0.01}% { opacity: 0; }
        100% { opacity: 0; }
      `;
};

const Frame = styled.div<{ $count: number; $look: 'video' | 'transitions' }>`
  position: relative;
  overflow: hidden;
  background: ${(p) => p.theme.colors.inverse};
  aspect-ratio: 4 / 5;
  > span {
    position: absolute;
    inset: 0;
    opacity: 0;
  }
  > span:first-child {
    opacity: 1;
  }
  ${fillWithPhoto('hide')}
  @media (prefers-reduced-motion: no-preference) {
    > span {
      animation: ${(p) => cycle(p.$count, p.$look)} ${(p) => p.$count * HOLD}s linear infinite both;
      ${(p) =>
        Array.from(
          { length: p.$count },
          (_, i) => css`
            &:nth-child(${i + 1}) {
              animation-delay: ${i * HOLD}s;
              z-index: ${p.$look === 'transitions' ? i + 1 : 'auto'};
            }
          `,
        )}
    }
  }
`;

/**
 * A video-like hero without a video file: the members' photos one after another (slowly zooming and fading for the
 * video lander, wiping in for the transitions one). With reduced motion the first photo stays still.
 */
export function PhotoReel({ faces, look }: { faces: readonly LanderFace[]; look: 'video' | 'transitions' }) {
  const shown = faces.filter((face) => face.photo).slice(0, 6);
  return (
    <Frame $count={Math.max(shown.length, 1)} $look={look} aria-hidden="true">
      {shown.map((face, index) => (
        <span key={face.id}>
          <FacePhoto face={face} slot={PHOTO_SLOTS.header} large first={index === 0} />
        </span>
      ))}
    </Frame>
  );
}
