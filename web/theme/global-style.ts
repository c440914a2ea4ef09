import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font.family};
    font-size: 16px;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.background};
    overflow-x: hidden;
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  img { max-width: 100%; display: block; }
  a { color: ${(p) => p.theme.colors.primary}; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 ${(p) => p.theme.space(2)}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
