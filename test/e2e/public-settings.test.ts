import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../domain/settings/default-settings';
import { PUBLIC_SETTING_KEYS } from '../../bff/contract/public-settings';
import { givenMember } from '../support/members';
import { startE2eServer, type E2eServer } from './app-server';

/** Every setting that is not the browser's: the server's limits against abuse and its link lifetimes among them. */
const SERVER_ONLY = Object.keys(defaultSettings).filter((key) => !(PUBLIC_SETTING_KEYS as readonly string[]).includes(key));

/**
 * Issue 22: every page's HTML carries the state its scripts start from, the domain's settings among them. The
 * production build's pages, a visitor's and a member's, name none of the server-only settings.
 */
describe('the settings in a page’s HTML', () => {
  let app: E2eServer;
  beforeAll(async () => {
    app = await startE2eServer();
  });
  afterAll(() => app?.server.close());

  it('carry the settings the page shows and none of the limits the server keeps', async () => {
    expect(SERVER_ONLY).toEqual(
      expect.arrayContaining(['login_attempts_per_ip', 'login_lockout_minutes', 'signups_per_ip_per_hour', 'message_burst_per_10_seconds', 'messages_per_hour', 'reset_mails_per_day', 'sms_codes_per_number_per_day', 'direct_debit_limit_cents']),
    );
    const member = await givenMember(app.server.database.knex, { password: 'een lang genoeg wachtwoord' });
    const login = await app.server.api.post('/api/user.php').send({ email: member.email, password: member.password });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const pages = [
      ...['/', '/login', '/signup', '/pages/terms'].map((path) => ({ path, cookie: '' })),
      ...['/members', '/settings', '/credits'].map((path) => ({ path, cookie })),
    ];
    for (const { path, cookie: asMember } of pages) {
      const page = await app.server.api.get(path).set('Cookie', asMember);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      // The state is in the page: the settings it shows are there.
      expect(page.text, path).toContain('"fictional_warning"');
      expect(page.text, path).toContain('"push_public_key"');
      // As a key of the page's serialised state: quoted (the member's `has_free_messages` is another key).
      for (const key of SERVER_ONLY) expect(page.text, `${path}: ${key}`).not.toContain(`"${key}"`);
    }
  });
});
