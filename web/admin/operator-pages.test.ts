import { autorun, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AdminApi } from './admin-api';
import { ComplaintQueuePage } from './complaint-queue';
import { PhotoQueuePage } from './photo-queue';
import { ReportDetailsPage, ReportQueuePage } from './report-queue';

const api = {} as AdminApi;

/**
 * The screens built on OperatorPage open in development too: MobX throws there on `makeAutoObservable` in a subclass
 * (the production build strips the check, so only `npm run dev` died), and what they show is observed.
 */
describe('the back office screens on OperatorPage', () => {
  it.each([
    ['reports', () => new ReportQueuePage(api)],
    ['a report', () => new ReportDetailsPage(api, 1)],
    ['photos', () => new PhotoQueuePage(api)],
    ['complaints', () => new ComplaintQueuePage(api)],
  ])('makes the %s screen, and a change of who is signed in is seen', (_name, make) => {
    const page = make();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(page.signedOut));
    runInAction(() => void (page.signedOut = true));
    stop();
    expect(seen).toEqual([false, true]);
  });
});
