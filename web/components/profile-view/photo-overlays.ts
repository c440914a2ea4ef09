import { css } from 'styled-components';

/** The fictional disclosure at the top of a photo, where no bar covers it (`.fictional`): profile, teaser, gallery. */
export const fictionalOverlay = css`
  .fictional {
    position: absolute;
    top: 12px;
    left: 12px;
    right: 12px;
    margin: 0;
    display: flex;
    gap: 8px;
    align-items: flex-start;
    padding: 8px 12px;
    border-radius: ${(p) => p.theme.radius.input};
    background: ${(p) => p.theme.colors.frosted};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.font.size.caption};
    line-height: 1.4;
    svg {
      flex: none;
      margin-top: 1px;
    }
  }
`;

/**
 * What lies on a profile's large photo: the fictional disclosure at the top, where no bar covers it (`.fictional`),
 * and the name, age and place over a gradient at the bottom (`.caption`). The profile screen and a visitor's teaser.
 */
export const photoOverlays = css`
  ${fictionalOverlay}
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 48px 16px 16px;
    background: ${(p) => p.theme.colors.photoCaption};
    color: ${(p) => p.theme.colors.onInverse};
    h1 {
      margin: 0;
      font-size: ${(p) => p.theme.font.size.headline};
    }
    p {
      margin: 4px 0 0;
      display: flex;
      gap: 6px;
      align-items: center;
    }
  }
`;
