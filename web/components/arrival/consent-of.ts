import { CONSENT_COOKIE, cookieIn } from '../../../domain/arrival/consent';
import type { RootStore } from '../../stores/root-store';
import { ConsentChoice } from './consent-choice';

const choices = new WeakMap<RootStore, ConsentChoice>();

/** The tab's (on the server: the request's) cookie choice, made once from the page's cookies. */
export function consentOf(store: RootStore, cookies: string | undefined): ConsentChoice {
  let choice = choices.get(store);
  if (!choice) {
    choice = new ConsentChoice(cookieIn(cookies, CONSENT_COOKIE), store.endpoints);
    choices.set(store, choice);
  }
  return choice;
}
