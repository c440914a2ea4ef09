import { theme } from '../../theme/theme';

/** Whether a click on a link to /signup may open the signup modal instead: a wide screen, a plain left click. */
export function signupLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.getAttribute('href') !== '/signup') return null;
  return window.innerWidth >= theme.breakpoints.md ? link : null;
}
