import styled from 'styled-components';

/**
 * A country shown beside a language (SPEC §9 "language-to-country map for the switcher"): its ISO code in a small
 * tag, which every system draws alike (flag emoji are letters on Windows and missing where no emoji font is).
 * Hidden from screen readers: the language's name says it.
 */
export const CountryTag = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  min-width: 2.4em;
  padding: 1px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.tiny};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.xxs};
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 16px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
