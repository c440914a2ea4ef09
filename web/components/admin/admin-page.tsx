import styled from 'styled-components';

/** The content column of a back office page (the home's measure): padded on a phone, wider from md. */
export const AdminMain = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(p) => p.theme.layout.content};
  margin: 0 auto;
  padding: ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.headline};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(3)};
  }
`;
