import { currentTabSignals } from '../signals/signals-store';

/** SPEC §9: a client-side page change starts the progress bar (it shows only after 200 ms). */
export function onPageTransitionStart() {
  currentTabSignals()?.progress.start();
}
