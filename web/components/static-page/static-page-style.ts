import styled from 'styled-components';
import { up } from '../../theme/theme';

/** A readable measure: lines of about 70 characters. */
const MEASURE = '70ch';

/** One centred column; long pages put their table of contents beside it from the large breakpoint on. */
export const Layout = styled.div<{ $withToc: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  max-width: ${(p) => (p.$withToc ? 'none' : `calc(${MEASURE} + 96px)`)};
  margin: 0 auto;
  ${up('lg')} {
    grid-template-columns: ${(p) => (p.$withToc ? `240px minmax(0, calc(${MEASURE} + 96px))` : 'minmax(0, 1fr)')};
    justify-content: center;
    align-items: start;
    gap: ${(p) => p.theme.space(5)};
  }
`;

export const Toc = styled.nav`
  display: none;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(2.5)};
  font-size: ${(p) => p.theme.font.size.sm};
  ${up('lg')} {
    display: block;
    position: sticky;
    top: 84px;
  }
  .toc-title {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: 6px 8px;
    margin: 0 -8px;
    border-radius: ${(p) => p.theme.radius.input};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    line-height: 1.35;
    &:hover {
      background: ${(p) => p.theme.colors.background};
      color: ${(p) => p.theme.colors.primary};
    }
  }
`;

/** The table of contents below the large breakpoint: folded under the title, one tap away. */
export const TocDetails = styled.details`
  margin-top: ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  font-size: ${(p) => p.theme.font.size.sm};
  ${up('lg')} {
    display: none;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    .chevron {
      color: ${(p) => p.theme.colors.textMuted};
      transition: transform 150ms ease;
    }
    padding: 0 ${(p) => p.theme.space(2)};
    font-weight: 700;
    cursor: pointer;
  }
  &[open] .chevron {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0 ${(p) => p.theme.space(2)} ${(p) => p.theme.space(1.5)};
  }
  li + li {
    margin-top: ${(p) => p.theme.space(0.5)};
  }
  ol a {
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
`;

export const Article = styled.article`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2.5)};
  line-height: 1.6;
  overflow-wrap: anywhere;
  ${up('md')} {
    padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(6)};
  }
  header {
    padding-bottom: ${(p) => p.theme.space(3)};
    margin-bottom: ${(p) => p.theme.space(1)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  h1 {
    margin: 0 0 ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.font.size.headline};
    line-height: 1.2;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xxl};
    }
  }
  .lead {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lead};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .version {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin: 0 0 ${(p) => p.theme.space(2)};
    padding: 4px 12px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.onSecondarySoft};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
  }
  section {
    scroll-margin-top: 84px;
    padding-top: ${(p) => p.theme.space(3)};
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.lg};
    line-height: 1.3;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.title};
    }
  }
  h3 {
    margin: 0 0 ${(p) => p.theme.space(0.5)};
    font-size: ${(p) => p.theme.font.size.md};
    line-height: 1.35;
  }
  p,
  ul {
    margin: 0 0 ${(p) => p.theme.space(1.5)};
  }
  ul {
    padding-left: 1.25em;
  }
  li + li {
    margin-top: ${(p) => p.theme.space(0.75)};
  }
  li::marker {
    color: ${(p) => p.theme.colors.primary};
  }
  a {
    color: ${(p) => p.theme.colors.secondaryStrong};
    text-underline-offset: 2px;
  }
  .lines {
    padding: ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.background};
    span {
      display: block;
    }
  }
  .question {
    padding: ${(p) => p.theme.space(2)} 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    p:last-child {
      margin-bottom: 0;
    }
  }
  h2 + .question {
    border-top: 0;
    padding-top: ${(p) => p.theme.space(0.5)};
  }
`;

/** The way to a person at the end of every page but the support page itself. */
export const Help = styled.aside`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.background};
  .mark {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0 0 ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
    margin: 0;
    a {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      font-weight: 600;
    }
  }
`;
