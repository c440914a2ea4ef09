import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PHOTO_SLOTS, type PhotoSlot } from '../photo-sources';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderFace } from './lander-face';

const Frame = styled.div<{ $corner: 'panel' | 'sheet' }>`
  display: block;
  position: relative;
  aspect-ratio: 4 / 5;
  border-radius: ${(p) => p.theme.radius[p.$corner]};
  overflow: hidden;
  background: ${(p) => p.theme.colors.photoPlaceholder};
  box-shadow: ${(p) => p.theme.shadow.float};
  ${fillWithPhoto('show')}
`;

/**
 * A member's portrait on her landers (landing, landing3, signup): her photo large, loaded at once (the page's largest
 * paint), in a 4:5 frame with rounded corners; what lies over it (her name, the fictional mark) as children.
 */
export function Portrait({ face, slot = PHOTO_SLOTS.single, corner = 'sheet', children }: { face: LanderFace; slot?: PhotoSlot; corner?: 'panel' | 'sheet'; children?: ReactNode }) {
  return (
    <Frame $corner={corner}>
      <FacePhoto face={face} slot={slot} large first />
      {children}
    </Frame>
  );
}
