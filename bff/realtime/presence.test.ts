import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databaseKinds())('who is online, from live connections, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('shows a member online on her profile and in search while her tab is connected, and offline once it closes', async () => {
    const region = `Aanwezig ${kind}`;
    const anna = await givenMember(server.database.knex, { region });
    const bram = await givenMember(server.database.knex, { region });
    const annaCookie = await sessionCookieFor(server.api, anna);
    const bramCookie = await sessionCookieFor(server.api, bram);
    const onProfile = async () => (await server.api.get('/api/profile.php').query({ id: bram.id }).set('Cookie', annaCookie)).body.profile.online as boolean;
    const inSearch = async () =>
      ((await server.api.get('/api/members.php').query({ countryregion: region }).set('Cookie', annaCookie)).body.profiles as { id: number; online: boolean }[]).find(
        (p) => p.id === bram.id,
      )?.online;

    expect(await onProfile()).toBe(false);
    const live = await connectLive(server.url, bramCookie);
    await vi.waitFor(async () => expect(await onProfile()).toBe(true));
    expect(await inSearch()).toBe(true);

    live.close();
    await live.closed();
    await vi.waitFor(async () => expect(await onProfile()).toBe(false));
    expect(await inSearch()).toBe(false);
  });
});
