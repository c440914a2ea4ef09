import type { Knex } from 'knex';
import webPush from 'web-push';

export interface VapidKeys {
  /** base64url P-256 public key: the `push_public_key` setting browsers subscribe with. */
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * The key pair web push is signed with. Given keys win (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY); otherwise the
 * pair made on the first start is read back, so subscriptions keep working across restarts and instances.
 */
export async function loadOrCreateVapidKeys(db: Knex, given: { publicKey?: string; privateKey?: string }): Promise<VapidKeys> {
  if (given.publicKey && given.privateKey) return { publicKey: given.publicKey, privateKey: given.privateKey };
  const stored = await readPair(db);
  if (stored) return stored;
  const fresh = webPush.generateVAPIDKeys();
  // Two instances starting at once: the first insert wins and both read the same pair back.
  await db('server_secrets')
    .insert([
      { name: 'vapid_public_key', value: fresh.publicKey },
      { name: 'vapid_private_key', value: fresh.privateKey },
    ])
    .onConflict('name')
    .ignore();
  return (await readPair(db)) ?? fresh;
}

async function readPair(db: Knex): Promise<VapidKeys | undefined> {
  const rows = (await db('server_secrets').whereIn('name', ['vapid_public_key', 'vapid_private_key'])) as { name: string; value: string }[];
  const publicKey = rows.find((r) => r.name === 'vapid_public_key')?.value;
  const privateKey = rows.find((r) => r.name === 'vapid_private_key')?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}
