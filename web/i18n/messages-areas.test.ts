import { afterEach, vi } from 'vitest';
import { catalogs } from './catalogues';
import { catalogueFiles } from './catalogue-files';

const nl = catalogueFiles['nl/core']!;

/** The browser's side of messages.ts: it starts with no catalogue and loads the core and the areas a page names. */
async function browserMessages() {
  vi.stubEnv('SSR', false);
  vi.resetModules();
  return import('./messages');
}

describe('the catalogue in the browser', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('starts with the core only, and adds an area when a page names it', async () => {
    const { loadMessages } = await browserMessages();
    const core = await loadMessages('nl');
    expect(Object.keys(core).sort()).toEqual(Object.keys(nl).sort());
    expect('chat.typing' in core).toBe(false);
    await loadMessages('nl', ['chat']);
    expect(core['chat.typing']).toBe(catalogs.nl['chat.typing']);
  });

  it('loads the core once when pages ask at the same time, so the intl sees every area added later', async () => {
    const { loadMessages, intlFor } = await browserMessages();
    const [first, second] = await Promise.all([loadMessages('nl'), loadMessages('nl', ['support'])]);
    expect(first).toBe(second);
    const intl = intlFor('nl');
    await loadMessages('nl', ['likes']);
    expect(intl.formatMessage({ id: 'likes.title' })).toBe(catalogs.nl['likes.title']);
  });
});
