import styled, { css, type DefaultTheme } from 'styled-components';
import { up } from '../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.content};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(2)};
  ${up('md')} {
    padding: 0 ${(p) => p.theme.space(3)};
  }
`;

export const Main = styled.main`
  flex: 1;
  padding: ${(p) => p.theme.space(3)} 0 ${(p) => p.theme.space(6)};
`;

type Variant = 'primary' | 'secondary' | 'ghost';

const buttonStyle = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radius.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.md};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background 150ms ease, transform 150ms ease;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  &:active {
    transform: scale(0.98);
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  ${(p) =>
    (p.$variant ?? 'primary') === 'primary'
      ? css`
          background: ${p.theme.colors.primary};
          color: ${p.theme.colors.onPrimary};
          &:hover {
            background: ${p.theme.colors.primaryHover};
          }
        `
      : p.$variant === 'secondary'
        ? css`
            background: ${p.theme.colors.surface};
            color: ${p.theme.colors.text};
            border-color: ${p.theme.colors.border};
            &:hover {
              border-color: ${p.theme.colors.textMuted};
            }
          `
        : css`
            background: transparent;
            color: ${p.theme.colors.text};
            &:hover {
              background: ${p.theme.colors.hoverTint};
            }
          `}
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`;

export const ButtonLink = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space(3)};
`;

export const PageTitle = styled.h1`
  font-size: ${(p) => p.theme.font.size.xl};
  ${up('md')} {
    font-size: ${(p) => p.theme.font.size.xxl};
  }
`;

/** SPEC §9: unread badges in the spec's unread colour with near-black figures (6.6:1; white would be 2.6:1). */
export const Badge = styled.span<{ $tone?: 'unread' | 'warning' | 'danger' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1;
  ${(p) => {
    const [background, color] = {
      unread: [p.theme.colors.unread, p.theme.colors.onUnread],
      warning: [p.theme.colors.warning, p.theme.colors.onWarning],
      danger: [p.theme.colors.danger, p.theme.colors.onDanger],
      neutral: [p.theme.colors.textMuted, p.theme.colors.surface],
    }[p.$tone ?? 'unread'];
    return `background: ${background}; color: ${color};`;
  }}
`;

export type Tone = 'success' | 'warning' | 'info' | 'danger';

const TONES = {
  success: (theme: DefaultTheme) => [theme.colors.successSoft, theme.colors.onSuccessSoft],
  warning: (theme: DefaultTheme) => [theme.colors.warningSoft, theme.colors.onWarningSoft],
  info: (theme: DefaultTheme) => [theme.colors.secondarySoft, theme.colors.onSecondarySoft],
  danger: (theme: DefaultTheme) => [theme.colors.primarySoft, theme.colors.onPrimarySoft],
} as const;

/** A message box's colours by its tone (danger when none is given); its words carry the meaning. */
export const toned = css<{ $tone?: Tone }>`
  background: ${(p) => TONES[p.$tone ?? 'danger'](p.theme)[0]};
  color: ${(p) => TONES[p.$tone ?? 'danger'](p.theme)[1]};
`;

export const Alert = styled.div<{ $tone?: Exclude<Tone, 'success'> }>`
  border-radius: ${(p) => p.theme.radius.input};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.font.size.sm};
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: flex-start;
  flex-wrap: wrap;
  ${toned}
  svg {
    flex: none;
    margin-top: 2px;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** An icon's round badge of `size` pixels, the icon centred; the caller gives its colours. */
export const roundBadge = (size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
`;

/** A round button of one icon, 44 pixels (a touch target), with no border or fill of its own. */
export const iconButton = css`
  ${roundBadge(44)}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

/**
 * The panel a menu opens below its button, at its right edge: the account menu, a conversation's menu. As wide as its
 * longest item, never wider than the screen.
 */
export const menuPanel = css`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 30;
  width: max-content;
  min-width: 200px;
  max-width: calc(100vw - 24px);
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.float};
`;

/** An icon button that stays quiet until pointed at: a dialog's close, a bar's menu or report button. */
export const quietIconButton = css`
  ${iconButton}
  color: ${(p) => p.theme.colors.textMuted};
  &:hover {
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;

/** 99+ cap of SPEC §2 / §9. */
/** Out of sight, still read by screen readers: for text a narrow layout hides (the global `.visually-hidden` hides always). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const capCount = (count: number) => (count > 99 ? '99+' : String(count));
