// @vitest-environment happy-dom
import { OFFLINE_SCRIPT, OFFLINE_TEXTS, offlineHtml } from './offline-document';

/** The offline document as the browser shows it with her cookies, its one script run. */
function shown(cookie: string) {
  document.documentElement.innerHTML = offlineHtml().replace(/^<!doctype html>\s*<html[^>]*>/, '').replace(/<\/html>\s*$/, '');
  document.documentElement.lang = 'nl';
  document.cookie = cookie;
  new Function(OFFLINE_SCRIPT)();
  return { lang: document.documentElement.lang, heading: document.querySelector('main h1')?.textContent, retry: document.querySelector('main .retry')?.textContent };
}

describe('the offline page in her language (decision 0060)', () => {
  afterEach(() => {
    document.cookie = 'locale=; max-age=0';
  });

  it('speaks the language of her locale cookie', () => {
    expect(shown('locale=en')).toEqual({ lang: 'en', heading: OFFLINE_TEXTS.en.title, retry: OFFLINE_TEXTS.en.retry });
  });

  it('stays Dutch without a cookie or for a locale it does not serve', () => {
    expect(shown('other=1')).toEqual({ lang: 'nl', heading: OFFLINE_TEXTS.nl.title, retry: OFFLINE_TEXTS.nl.retry });
    expect(shown('locale=xx')).toEqual({ lang: 'nl', heading: OFFLINE_TEXTS.nl.title, retry: OFFLINE_TEXTS.nl.retry });
  });
});
