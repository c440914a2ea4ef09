import type { Knex } from 'knex';
import type { Credentials } from '../../domain/accounts/credentials';
import type { MemberId } from '../../domain/shared/ids';
import { isUniqueViolation } from './unique-violation';

export class PostgresCredentials implements Credentials {
  constructor(private readonly db: Knex) {}

  async passwordHashOf(memberId: MemberId): Promise<string | undefined> {
    const row = (await this.db('members').where('id', memberId).whereNot('status', 'deleted').first('password_hash')) as { password_hash: string } | undefined;
    return row?.password_hash;
  }

  async setPasswordHash(memberId: MemberId, passwordHash: string): Promise<void> {
    await this.db('members').where('id', memberId).update({ password_hash: passwordHash });
  }

  async setEmail(memberId: MemberId, email: string): Promise<'changed' | 'taken'> {
    try {
      await this.db('members').where('id', memberId).update({ email });
      return 'changed';
    } catch (error) {
      // members_email_unique on lower(email): another account got the address between the check and now.
      if (isUniqueViolation(error, 'members_email_unique')) return 'taken';
      throw error;
    }
  }

  async isEmailTaken(email: string): Promise<boolean> {
    const row = await this.db('members').whereRaw('lower(email) = lower(?)', [email.trim()]).first('id');
    return row !== undefined;
  }
}
