import { PGlite } from '@electric-sql/pglite';
import { pgliteOn } from '../../adapters/postgres/database';
import { PlainPasswordHasher } from '../../adapters/memory/plain-password-hasher';
import { migrationSource } from '../../migrations/index';
import { parseOperatorCommand } from '../operator/operator-command';
import { devOperatorPassword, seedOperators } from './seed-operators';

const clock = { now: () => new Date('2026-12-07T12:00:00Z') };

describe('the development operators', () => {
  it('are one per role, each with a pending TOTP secret, seeded once and never in production', async () => {
    const db = pgliteOn(new PGlite());
    try {
      await db.knex.migrate.latest({ migrationSource });
      await expect(seedOperators(db.knex, { hasher: new PlainPasswordHasher(), clock, production: true })).rejects.toThrow(/never seeded/);
      const logins = await seedOperators(db.knex, { hasher: new PlainPasswordHasher(), clock, production: false });
      expect(logins.map((login) => [login.role, login.email, login.password])).toEqual([
        ['admin', 'admin@hartslag.test', devOperatorPassword('admin')],
        ['moderator', 'moderator@hartslag.test', devOperatorPassword('moderator')],
        ['support', 'support@hartslag.test', devOperatorPassword('support')],
        ['finance', 'finance@hartslag.test', devOperatorPassword('finance')],
      ]);
      const rows = await db.knex('operators').orderBy('id').select('role', 'totp_state', 'totp_secret');
      expect(rows).toEqual(logins.map((login) => ({ role: login.role, totp_state: 'pending', totp_secret: login.secret })));
      expect(await db.knex('audit_log').pluck('action')).toEqual(['operator.created', 'operator.created', 'operator.created', 'operator.created']);
      expect(await seedOperators(db.knex, { hasher: new PlainPasswordHasher(), clock, production: false })).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('npm run operator', () => {
  it('takes create with an email, a name and a role, and never a password on the command line', () => {
    expect(parseOperatorCommand(['create', '--email', 'a@b.nl', '--name', 'Ada', '--role', 'admin'])).toEqual({ email: 'a@b.nl', name: 'Ada', role: 'admin', passwordStdin: false });
    expect(parseOperatorCommand(['create', '--email', 'a@b.nl', '--name', 'Ada', '--role', 'admin', '--password-stdin'])).toMatchObject({ passwordStdin: true });
    expect(parseOperatorCommand(['create', '--email', 'a@b.nl', '--name', 'Ada', '--role', 'admin', '--password', 'geheim123'])).toHaveProperty('error');
    expect(parseOperatorCommand(['create', '--email', 'a@b.nl', '--role', 'admin'])).toEqual({ error: '--name is required' });
    expect(parseOperatorCommand(['delete', '--email', 'a@b.nl'])).toHaveProperty('error');
  });
});
