/**
 * No tap lost while a page starts (issue 26, decision 0047).
 *
 * The server's page paints long before its scripts run (decision 0039): on a slow phone a member sees the page, and
 * taps, seconds before React answers. `captureEarlyInput` runs inline in the page's head, before anything paints. Until
 * the page has hydrated it holds every tap on a control that needs a script (a button: a link still navigates, it needs
 * none) and every submit, marks the control busy so she sees it was taken, and notes the fields she types in. Once the
 * page has hydrated, `replayEarlyInput` (from an effect inside the page's Suspense boundary) gives React the fields'
 * values and then her taps, in order, each once, and the capture ends. A second tap on a held control is dropped: the
 * first one acts.
 */

/** The page's handle on the capture: `window[EARLY_INPUT]`. */
export const EARLY_INPUT = 'hartslagEarlyInput';

/** What the inline capture leaves on the window for the app. */
export interface EarlyInput {
  /** Hands over what was held: the typed fields' values, then the taps. Once; later calls do nothing. */
  replay(): void;
}

/** The marker of a held control: busy to assistive technology, and dimmed and pulsing (EARLY_INPUT_STYLE). */
export const HELD_ATTRIBUTE = 'data-early-input';

/** The look of a held control: dimmed, pulsing while it waits (still for reduced motion), the progress cursor. */
export const EARLY_INPUT_STYLE =
  `[${HELD_ATTRIBUTE}]{cursor:progress;opacity:.6;animation:early-input .6s ease-in-out infinite alternate}` +
  `@keyframes early-input{to{opacity:.35}}` +
  `@media (prefers-reduced-motion:reduce){[${HELD_ATTRIBUTE}]{animation:none}}`;

/** Hands the held input to the hydrated page (see EarlyInput.replay); nothing when the page had no capture. */
export function replayEarlyInput(win: Window): void {
  (win as Window & { [EARLY_INPUT]?: EarlyInput })[EARLY_INPUT]?.replay();
}
