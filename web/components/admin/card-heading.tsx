import styled from 'styled-components';

/**
 * The heading and intro of the back office's login and set-up cards. A long Dutch word ("Tweestapsverificatie") must
 * fit a 375 px card: a step smaller on phones, and broken if need be.
 */
export const CardHeading = styled.h1`
  && {
    font-size: ${(p) => p.theme.font.size.title};
    overflow-wrap: break-word;
    hyphens: auto;
    @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
      font-size: ${(p) => p.theme.font.size.headline};
    }
  }
`;

export const CardIntro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.body};
  line-height: 1.5;
`;
