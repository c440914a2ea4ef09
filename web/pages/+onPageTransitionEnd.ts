import { currentTabSignals } from '../signals/signals-store';

/** The new page is on screen: the progress bar fills and fades (or never showed, if it was quicker than 200 ms). */
export function onPageTransitionEnd() {
  currentTabSignals()?.progress.done();
}
