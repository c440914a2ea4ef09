/**
 * Fills an empty database with demo members (with avatars) and two logins a visitor can use.
 * Does nothing when there are members already. Two steps: the photos (files only, rendered a few at a time, one per
 * core: `prepareDemoPhotos`), which `npm start` may begin before the database is open (tools/start.ts), and the rows
 * (bulk inserts in one transaction). The public photos' WebP copies are made with them, or on their first request
 * (`publicCopies: false`, bff/http/photo-variants.ts) for `npm start`; the private ones' when they are stored, as an
 * upload's (decision 0051).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { seedLikes } from './seed-likes';
import { PostgresPayments } from '../../adapters/postgres/postgres-payments';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { ageOn } from '../../domain/accounts/age';
import { cents, credits, percent } from '../../domain/shared/quantities';
import { SharpPhotoVariants } from '../../adapters/images/sharp-photo-variants';
import { DiskPhotoStorage } from '../../adapters/storage/disk-photo-storage';
import type { ProcessedImage } from '../../domain/profiles/media-ports';
import { makeCopies, PhotoStorageWithCopies } from '../../domain/profiles/photo-storage-with-copies';
import { renderAvatarVariant, writeAvatar, writeAvatarVariant, type AvatarFiles } from './avatar';
import { DEFAULT_DEMO_COUNT, generateDemoMembers, knownDemoLogins, type DemoMember, type KnownDemoLogin } from './demo-members';
import { inParallel } from './in-parallel';
import { insertMembers } from './insert-members';

export interface DemoCastOptions {
  readonly today: Date;
  /** Ordinary members besides the two known logins; 198 by default. */
  readonly count?: number;
  readonly seed?: number;
}

export interface PrepareDemoPhotosOptions extends DemoCastOptions {
  /** Avatars go to `<mediaDir>/avatars/`. */
  readonly mediaDir: string;
  /**
   * The public photos' WebP copies: made with them, as an upload's are (decision 0041), by default; `false` leaves
   * them to their first request (bff/http/photo-variants.ts), as `npm start` does (decision 0051).
   */
  readonly publicCopies?: boolean;
  readonly log?: (line: string) => void;
}

export interface SeedDemoOptions extends PrepareDemoPhotosOptions {
  /**
   * Private photos go here, as an upload's would (the app's config.privateMediaDir; decision 0043); by default beside
   * the media folder, where the app's configuration puts it too.
   */
  readonly privateMediaDir?: string;
  /**
   * The photos, when their rendering was started before (`prepareDemoPhotos` with the same mediaDir, today, count and
   * seed). Removed again when the database turns out to have members.
   */
  readonly photos?: Promise<DemoPhotos>;
}

export interface DemoLogin {
  readonly email: string;
  readonly password: string;
  readonly description: string;
}

export interface SeedDemoResult {
  readonly seeded: boolean;
  readonly logins: DemoLogin[];
}

/** demo@'s 500 credits: a welcome of 30 and three paid orders, so /transactions and the repeat order have a history. */
const PREMIUM_WELCOME_CREDITS = 30;
const PREMIUM_ORDERS = [
  { daysAgo: 21, bundleId: 3, credits: 300, amountCents: 3995, method: 'ideal' },
  { daysAgo: 9, bundleId: 2, credits: 120, amountCents: 1995, method: 'creditcard' },
  { daysAgo: 2, bundleId: 1, credits: 50, amountCents: 995, method: 'ideal' },
] as const;
const LISA_FREE_MESSAGES = 3;

/** The crowd and, after it, the two known logins: the same members for the same options. */
function castOf(options: DemoCastOptions): { crowd: DemoMember[]; known: KnownDemoLogin[]; everyone: DemoMember[] } {
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const crowd = generateDemoMembers({ today: options.today, count, seed: options.seed });
  const known = knownDemoLogins(options.today, count + 1);
  return { crowd, known, everyone: [...crowd, ...known.map((k) => k.member)] };
}

/** A public album photo written under avatars/, or a private one's bytes, stored once its member has an id. */
type AlbumPhoto = { readonly memberIndex: number; readonly position: number } & (
  | { readonly isPrivate: false; readonly files: AvatarFiles }
  | { readonly isPrivate: true; readonly image: ProcessedImage }
);

/** Every member's avatar (in the cast's order) and the album photos, as files under the media folder. */
export interface DemoPhotos {
  readonly avatars: readonly AvatarFiles[];
  readonly albums: readonly AlbumPhoto[];
}

/**
 * Every fourth member of the crowd, and the premium login `demo@`, get two more photos; every eighth one's third
 * photo is private, and so is demo@'s. The free login lisa@ keeps one photo, room to add two. A private photo is
 * stored as an upload's is (decision 0043): under a random name in the private folder, not beside its avatar, whose
 * name would give it away.
 */
function albumOf(index: number, everyone: number): { has: boolean; thirdIsPrivate: boolean } {
  const premiumLogin = everyone - 2;
  const known = index === premiumLogin;
  return { has: known || (index % 4 === 0 && index < premiumLogin), thirdIsPrivate: known || index % 8 === 0 };
}

/**
 * Renders the photos of the demo members into `<mediaDir>/avatars/`: each member's portrait, and her album's, with
 * their WebP copies unless `publicCopies` is false, one member per core at a time (sharp draws one image per thread
 * here). Touches no database.
 */
export async function prepareDemoPhotos(options: PrepareDemoPhotosOptions): Promise<DemoPhotos> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const { everyone } = castOf(options);
  const variants = options.publicCopies === false ? undefined : new SharpPhotoVariants(options.mediaDir);
  const perMember = await inParallel(everyone, async (m, i) => {
    const avatar = await writeAvatar(options.mediaDir, m.index, {
      gender: m.profile.gender,
      hairColour: m.profile.hairColour,
      eyeColour: m.profile.eyeColour,
      age: ageOn(m.profile.dateOfBirth, options.today),
      seed: m.index * 7919 + 17,
    });
    const album: AlbumPhoto[] = [];
    const { has, thirdIsPrivate } = albumOf(i, everyone.length);
    if (has) {
      const second = await writeAvatarVariant(options.mediaDir, avatar, 1);
      album.push({ memberIndex: i, files: second, position: 1, isPrivate: false });
      album.push(
        thirdIsPrivate
          ? { memberIndex: i, image: await renderAvatarVariant(options.mediaDir, avatar, 2), position: 2, isPrivate: true }
          : { memberIndex: i, files: await writeAvatarVariant(options.mediaDir, avatar, 2), position: 2, isPrivate: false },
      );
    }
    if (variants) {
      for (const files of [avatar, ...album.flatMap((photo) => (photo.isPrivate ? [] : [photo.files]))]) await makeCopies(variants, files);
    }
    return { avatar, album };
  });
  log(`rendered the photos of ${everyone.length} members in ${Date.now() - started} ms`);
  return { avatars: perMember.map((m) => m.avatar), albums: perMember.flatMap((m) => m.album) };
}

/** Removes photos rendered for a seed that did not happen. */
export async function discardDemoPhotos(mediaDir: string, photos: DemoPhotos): Promise<void> {
  const files = [...photos.avatars, ...photos.albums.flatMap((photo) => (photo.isPrivate ? [] : [photo.files]))];
  await Promise.all(files.flatMap((f) => [f.filename, f.thumb_filename]).map((file) => rm(path.join(mediaDir, file), { force: true })));
}

export async function seedDemo(knex: Knex, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const log = options.log ?? (() => {});
  const today = options.today;
  const existing = (await knex('members').count({ n: '*' }).first()) as { n: string | number } | undefined;
  if (Number(existing?.n ?? 0) > 0) {
    log(`members table has ${existing?.n} rows: not seeding`);
    if (options.photos) await discardDemoPhotos(options.mediaDir, await options.photos);
    return { seeded: false, logins: [] };
  }

  const { crowd, known, everyone } = castOf(options);
  const started = Date.now();
  const photosReady = options.photos ?? prepareDemoPhotos(options);
  const hasher = new Argon2PasswordHasher();
  // One hash for the whole crowd: a password nobody knows, so nobody can log in as them. Hashed while the photos render.
  const [crowdHash, ...knownHashes] = await Promise.all([
    hasher.hash(randomBytes(24).toString('base64url')),
    ...known.map((k) => hasher.hash(k.password)),
  ]);
  log(`hashed passwords in ${Date.now() - started} ms`);
  const { avatars, albums } = await photosReady;
  if (avatars.length !== everyone.length) throw new Error(`the prepared photos are of ${avatars.length} members, not ${everyone.length}`);

  const privateMediaDir = options.privateMediaDir ?? `${options.mediaDir}-private`;
  // A private photo is stored as an upload is, with its WebP copies at once (decision 0041).
  const storage = new PhotoStorageWithCopies(new DiskPhotoStorage(options.mediaDir, privateMediaDir), new SharpPhotoVariants(options.mediaDir, privateMediaDir));
  const inserting = Date.now();
  await knex.transaction(async (trx) => {
    const premium = known.findIndex((login) => login.premium);
    const memberIds = await insertMembers(
      trx,
      everyone.map((member, i) => {
        const login = i >= crowd.length ? known[i - crowd.length] : undefined;
        return {
          member,
          passwordHash: login ? knownHashes[i - crowd.length] : crowdHash,
          avatar: avatars[i],
          freeMessages: login && !login.premium ? LISA_FREE_MESSAGES : 0,
          paidUser: login?.premium ?? false,
        };
      }),
    );
    const knownIds = memberIds.slice(crowd.length);
    if (premium >= 0) {
      const id = knownIds[premium];
      await new PostgresCreditLedger(trx).record({ memberId: memberId(id), amount: credits(PREMIUM_WELCOME_CREDITS), reason: 'signup_bonus', reference: 'demo-seed', at: today });
      await seedOrders(trx, memberId(id), today);
    }
    // Each avatar is its member's first photo too, so "Mijn profiel" shows what the profile shows.
    await trx.raw(
      `insert into photos (member_id, filename, thumb_filename, created_at, position)
       select member_id, main_image, coalesce(main_image_thumb, main_image), ?, 0 from profiles where main_image is not null`,
      [today],
    );
    const albumRows = await inParallel(albums, async (photo) => {
      const owner = memberId(memberIds[photo.memberIndex]);
      const files = photo.isPrivate ? await storage.save(owner, photo.image, 'private') : photo.files;
      return { member_id: owner, filename: files.filename, thumb_filename: files.thumb_filename, created_at: today, position: photo.position, is_private: photo.isPrivate };
    });
    if (albumRows.length > 0) await trx('photos').insert(albumRows);
    await seedLikes(trx, knownIds, today);
  });
  log(`stored ${everyone.length} members in ${Date.now() - inserting} ms`);
  log(`seeded ${everyone.length} members in ${Date.now() - started} ms`);

  return { seeded: true, logins: known.map(({ email, password, description }) => ({ email, password, description })) };
}

/** Completed orders, credited through the ledger as a real payment is (the reference is the payment id). */
async function seedOrders(trx: Knex.Transaction, member: MemberId, today: Date): Promise<void> {
  const payments = new PostgresPayments(trx);
  const ledger = new PostgresCreditLedger(trx);
  for (const [index, order] of PREMIUM_ORDERS.entries()) {
    const at = new Date(today.getTime() - order.daysAgo * 86_400_000);
    const paymentId = `HS-DEMO${String(index + 1).padStart(5, '0')}`;
    await payments.create({
      paymentId,
      memberId: member,
      domain: '*',
      bundleId: order.bundleId,
      credits: credits(order.credits),
      listAmount: cents(order.amountCents),
      amount: cents(order.amountCents),
      currency: 'EUR',
      method: order.method,
      status: 'completed',
      provider: 'sandbox',
      discountCode: null,
      discountPercentage: percent(0),
      consentAt: at,
      createdAt: at,
    });
    await ledger.record({ memberId: member, amount: credits(order.credits), reason: 'purchase', reference: paymentId, at });
  }
}
