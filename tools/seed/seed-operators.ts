import type { Knex } from 'knex';
import type { PasswordHasher } from '../../domain/accounts/ports';
import type { Clock } from '../../domain/shared/clock';
import { OPERATOR_ROLES, type OperatorRole } from '../../domain/operators/roles';
import { createOperatorFromConsole } from '../operator/operator-command';

export interface OperatorLogin {
  readonly role: OperatorRole;
  readonly email: string;
  readonly password: string;
  /** The TOTP secret for her authenticator app; the first login at /admin/login confirms it with a code. */
  readonly secret: string;
}

/** The development back office's passwords: publicly known, so never in production (the seed refuses it there). */
export const devOperatorPassword = (role: OperatorRole): string => `achterkamer-${role}-demo`;

/**
 * Development only (issue 25): one operator per role on a database without operators, made as `npm run operator --
 * create` makes them. Their logins and TOTP secrets are printed by the caller.
 */
export async function seedOperators(knex: Knex, deps: { hasher: PasswordHasher; clock: Clock; production: boolean }): Promise<OperatorLogin[]> {
  if (deps.production) throw new Error('Demo operators have publicly known passwords: they are never seeded into a production database.');
  const [row] = await knex('operators').count<{ count: string | number }[]>('* as count');
  if (Number(row?.count ?? 0) > 0) return [];
  const logins: OperatorLogin[] = [];
  for (const role of OPERATOR_ROLES) {
    const email = `${role}@hartslag.test`;
    const password = devOperatorPassword(role);
    const made = await createOperatorFromConsole({ knex, ...deps }, { email, name: `Demo ${role}`, role, password });
    logins.push({ role, email, password, secret: made.secret });
  }
  return logins;
}

export function printOperatorLogins(logins: readonly OperatorLogin[], print: (line: string) => void): void {
  if (logins.length === 0) return;
  print('Back office operators (log in at /admin/login; add the TOTP secret to an authenticator app):');
  for (const login of logins) print(`  ${login.role.padEnd(9)} ${login.email}  /  ${login.password}   TOTP secret ${login.secret}`);
}
