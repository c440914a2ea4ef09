import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A random secret of the install, made on the first start and kept in `server_secrets` (as the web push keys are), so
 * every instance reads the same one and it outlives restarts: 32 bytes from the system's CSPRNG, base64url.
 */
export async function loadOrCreateServerSecret(db: Knex, name: string): Promise<Buffer> {
  const stored = await read(db, name);
  if (stored) return stored;
  // Two instances starting at once: the first insert wins and both read the same secret back.
  await db('server_secrets').insert({ name, value: randomBytes(32).toString('base64url') }).onConflict('name').ignore();
  const made = await read(db, name);
  if (!made) throw new Error(`server secret ${name} was not stored`);
  return made;
}

async function read(db: Knex, name: string): Promise<Buffer | undefined> {
  const row = (await db('server_secrets').where({ name }).first('value')) as { value: string } | undefined;
  return row ? Buffer.from(row.value, 'base64url') : undefined;
}
