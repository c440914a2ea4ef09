import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, type GivenMember } from '../../test/support/members';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';
import { profilesContract } from '../../test/support/contracts/profiles-contract';
import type { Database } from './database';
import { PostgresProfiles } from './postgres-profiles';

const today = new Date('2026-11-26T10:00:00Z');
const women = { gender: 'female', country: 'NL', minAge: 18, maxAge: 99 } as const;

describe.each(databaseKinds())('PostgresProfiles.newest on %s', (kind) => {
  let database: Database;
  let profiles: PostgresProfiles;
  let searcher: GivenMember;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    profiles = new PostgresProfiles(database.knex);
    searcher = await givenMember(database.knex, { gender: 'male' });
    for (let i = 0; i < 5; i += 1) await givenMember(database.knex, { gender: 'female', region: i < 2 ? 'Utrecht' : 'Noord-Holland' });
    await givenMember(database.knex, { gender: 'male' });
  });
  afterAll(() => database.close());

  it('gives the first matches of the search, newest first, without counting them', async () => {
    const searched = await profiles.search({ ...women, page: 1 }, searcher.id, today, 3, 100);
    const queries: string[] = [];
    const record = (query: { sql: string }) => queries.push(query.sql);
    database.knex.on('query', record);
    const newest = await profiles.newest(women, searcher.id, today, 3);
    database.knex.off('query', record);

    expect(newest.map((p) => p.id)).toEqual(searched.profiles.map((p) => p.id));
    expect(newest).toHaveLength(3);
    expect(queries).toHaveLength(1);
    expect(queries.join('\n')).not.toMatch(/count\(|explain/i);
  });

  it('keeps to the filters and leaves the searcher out', async () => {
    const inUtrecht = await profiles.newest({ ...women, countryregion: 'Utrecht' }, searcher.id, today, 10);
    expect(inUtrecht).toHaveLength(2);
    expect(inUtrecht.every((p) => p.gender === 'female' && p.region === 'Utrecht')).toBe(true);
    const men = await profiles.newest({ ...women, gender: 'male' }, searcher.id, today, 10);
    expect(men.map((p) => p.id)).not.toContain(searcher.id);
  });
});

onEveryDatabase('PostgresProfiles', profilesContract);
