import { FakeClock } from '../../test/support/web/fake-clock';
import { FINISH_MS, NavigationProgress } from './navigation-progress';

describe('the navigation progress bar', () => {
  it('never shows for a page change quicker than the 200 ms throttle (SPEC §9)', () => {
    const clock = new FakeClock();
    const progress = new NavigationProgress(clock);
    progress.start();
    clock.advance(199);
    expect(progress.visible).toBe(false);
    progress.done();
    clock.advance(10_000);
    expect(progress.phase).toBe('idle');
  });

  it('shows after 200 ms, fills and fades when the page is there, then is gone', () => {
    const clock = new FakeClock();
    const progress = new NavigationProgress(clock);
    progress.start();
    clock.advance(200);
    expect(progress.phase).toBe('running');
    expect(progress.visible).toBe(true);
    progress.start(); // a second navigation while the first runs: the same bar
    expect(progress.phase).toBe('running');
    progress.done();
    expect(progress.phase).toBe('finishing');
    expect(progress.visible).toBe(false);
    clock.advance(FINISH_MS);
    expect(progress.phase).toBe('idle');
  });

  it('starts again cleanly when a navigation begins while the last one is fading', () => {
    const clock = new FakeClock();
    const progress = new NavigationProgress(clock);
    progress.start();
    clock.advance(300);
    progress.done();
    progress.start();
    clock.advance(FINISH_MS);
    expect(progress.phase).toBe('running');
  });
});
