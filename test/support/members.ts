import type { Knex } from 'knex';
import argon2 from 'argon2';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { PostgresMemberAccounts } from '../../adapters/postgres/postgres-member-accounts';
import type { MemberStatus } from '../../domain/accounts/member';
import type { Gender } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import { credits as creditsOf } from '../../domain/shared/quantities';
import { aNewMember } from './new-member-mother';

const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2 }));
  return hashes.get(password)!;
};

export interface GivenMember {
  readonly id: MemberId;
  readonly email: string;
  readonly password: string;
}

let sequence = 0;

/** A member straight into the database: faster than signing up, same rows. Credits arrive through the ledger. */
export async function givenMember(
  knex: Knex,
  options: { name?: string; email?: string; password?: string; credits?: number; freeMessages?: number; paidUser?: boolean; status?: MemberStatus; gender?: Gender; country?: string; region?: string; birthDate?: string; fictional?: boolean } = {},
): Promise<GivenMember> {
  sequence += 1;
  const email = options.email ?? `member${sequence}-${Date.now()}@test.example`;
  const password = options.password ?? 'een lang genoeg wachtwoord';
  const now = new Date();
  const id = await knex.transaction(async (trx) => {
    const members = new PostgresMemberAccounts(trx, { now: () => now });
    const memberId = await members.create(
      aNewMember(options, { email, passwordHash: await hashOf(password), name: `Lid ${sequence}`, signupDate: now, dateOfBirth: new Date(options.birthDate ?? '1990-05-17') }),
    );
    if (options.paidUser) await trx('members').where('id', memberId).update({ paid_user: true });
    if (options.credits) await new PostgresCreditLedger(trx).record({ memberId, amount: creditsOf(options.credits), reason: 'purchase', at: now });
    return memberId;
  });
  return { id, email, password };
}

/** Logs in through the API and returns the session cookie header. */
export async function sessionCookieFor(api: { post: (url: string) => { send: (body: object) => Promise<{ status: number; headers: Record<string, unknown> }> } }, member: GivenMember): Promise<string> {
  const response = await api.post('/api/user.php').send({ email: member.email, password: member.password });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  const cookies = response.headers['set-cookie'] as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
