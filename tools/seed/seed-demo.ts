/**
 * Fills an empty database with demo members (with avatars) and two logins a visitor can use.
 * Does nothing when there are members already. Two steps: the photos (files only, rendered a few at a time, one per
 * core: `prepareDemoPhotos`), which `npm start` may begin before the database is open (tools/start.ts), and the rows
 * (bulk inserts in one transaction). Every photo is named before it is drawn, so with `beforeReady` only the first
 * members' are drawn before the rows are stored and the others' afterwards (`remainingPhotos`, as `npm start` does once
 * it listens). The public photos' WebP copies are made with them, or on their first request
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
import { avatarFiles, avatarVariantFiles, renderAvatarVariant, writeAvatar, writeAvatarVariant, type AvatarFiles } from './avatar';
import { DEFAULT_DEMO_COUNT, generateDemoMembers, knownDemoLogins, type DemoMember, type KnownDemoLogin } from './demo-members';
import { DEFAULT_PARALLELISM, inParallel } from './in-parallel';
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
  /**
   * Draw now only the two logins' photos and those of this many crowd members, the first the member lists show
   * (`photosBeforeReady`); the others' are named now (their rows are stored with everyone's) and drawn by
   * `SeedDemoResult.remainingPhotos`, as `npm start` does after it listens (decision 0051). All now by default.
   */
  readonly beforeReady?: number;
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
  /**
   * With `beforeReady`: draws the photos left for later, newest member first, `limit` members at a time, storing each
   * private one and its row as it is drawn; a member whose photos fail is logged and left. Resolves with the count.
   */
  readonly remainingPhotos?: (options?: { readonly limit?: number }) => Promise<LaterResult>;
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
type PrivateAlbumPhoto = Extract<AlbumPhoto, { isPrivate: true }>;

/** Every member's avatar (in the cast's order) and the album photos, as files under the media folder. */
export interface DemoPhotos {
  /** Every member's, named; drawn, unless their member's photos are `later`'s. */
  readonly avatars: readonly AvatarFiles[];
  /** Every public album photo, named (drawn, unless `later`'s), and the private ones drawn so far. */
  readonly albums: readonly AlbumPhoto[];
  /** The members' photos left for after the start (`beforeReady`), still to be drawn; none by default. */
  readonly later?: LaterPhotos;
}

/** The photos `beforeReady` left out, drawn on demand, newest member first (`photosBeforeReady`). */
export interface LaterPhotos {
  /** How many photos (avatars and album photos) they are. */
  readonly photos: number;
  /**
   * Draws them, `limit` members at a time; each private photo is handed to `storePrivate` once drawn (it has no name
   * before its member's id is known). A member whose photos fail is logged and left, and the others go on.
   */
  render(storePrivate: (photo: PrivateAlbumPhoto) => Promise<void>, options?: { readonly limit?: number; readonly log?: (line: string) => void }): Promise<LaterResult>;
}

export interface LaterResult {
  /** Photos written (a private one once stored). */
  readonly rendered: number;
  /** Steps (a member's photos, or her album) that failed. */
  readonly failed: number;
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

/** A member's photos, named before they are drawn: the avatar and her album (a private photo has no name yet). */
interface PhotoPlan {
  readonly avatar: AvatarFiles;
  readonly album: readonly { readonly position: 1 | 2; readonly files?: AvatarFiles }[];
}

function planOf(everyone: readonly DemoMember[]): PhotoPlan[] {
  return everyone.map((m, i) => {
    const avatar = avatarFiles(m.index);
    const { has, thirdIsPrivate } = albumOf(i, everyone.length);
    const album = has ? [{ position: 1 as const, files: avatarVariantFiles(avatar, 1) }, { position: 2 as const, files: thirdIsPrivate ? undefined : avatarVariantFiles(avatar, 2) }] : [];
    return { avatar, album };
  });
}

/** A step of the drawing: a member (her place in the cast) and which of her photos, her avatar (her card's) or album. */
export interface PhotoStep {
  readonly place: number;
  readonly avatar: boolean;
  readonly album: boolean;
}

/**
 * What is drawn before the server is ready (`now`) and after (`later`), in that order. Now: the two logins' photos, and
 * the avatars (their cards' photos) of the `beforeReady` crowd members the member lists show first. Later: those
 * members' albums (their profiles'), then the others' photos. The lists show the newest profile first (its
 * created_at, the member's sign-up, then the higher id: the cast's later place), so each part goes in that order.
 */
export function photosBeforeReady(options: DemoCastOptions, beforeReady: number): { now: PhotoStep[]; later: PhotoStep[] } {
  const { crowd, everyone } = castOf(options);
  const newestFirst = everyone
    .map((member, place) => ({ place, at: member.signupDate.getTime() }))
    .sort((a, b) => b.at - a.at || b.place - a.place)
    .map(({ place }) => place);
  const crowdFirst = newestFirst.filter((place) => place < crowd.length).slice(0, Math.max(0, beforeReady));
  const now = newestFirst.flatMap((place) =>
    place >= crowd.length ? [{ place, avatar: true, album: true }] : crowdFirst.includes(place) ? [{ place, avatar: true, album: false }] : [],
  );
  const drawnNow = new Set(now.map((step) => step.place));
  const later = [
    ...crowdFirst.filter((place) => albumOf(place, everyone.length).has).map((place) => ({ place, avatar: false, album: true })),
    ...newestFirst.filter((place) => !drawnNow.has(place)).map((place) => ({ place, avatar: true, album: true })),
  ];
  return { now, later };
}

/**
 * Renders the photos of the demo members into `<mediaDir>/avatars/`: each member's portrait, and her album's, with
 * their WebP copies unless `publicCopies` is false, one member per core at a time (sharp draws one image per thread
 * here). Touches no database. With `beforeReady`, only the first screens' now (`photosBeforeReady`), the rest by `later`.
 */
export async function prepareDemoPhotos(options: PrepareDemoPhotosOptions): Promise<DemoPhotos> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const { everyone } = castOf(options);
  const variants = options.publicCopies === false ? undefined : new SharpPhotoVariants(options.mediaDir);
  const plans = planOf(everyone);
  const photosOf = (step: PhotoStep) => (step.avatar ? 1 : 0) + (step.album ? plans[step.place].album.length : 0);
  /** Draws a step's photos (an album after its avatar: it is drawn from it); returns the private one's bytes, if any. */
  const draw = async (step: PhotoStep): Promise<PrivateAlbumPhoto[]> => {
    const m = everyone[step.place];
    const { avatar, album } = plans[step.place];
    if (step.avatar) {
      await writeAvatar(options.mediaDir, avatar, {
        gender: m.profile.gender,
        hairColour: m.profile.hairColour,
        eyeColour: m.profile.eyeColour,
        age: ageOn(m.profile.dateOfBirth, options.today),
        seed: m.index * 7919 + 17,
      });
      if (variants) await makeCopies(variants, avatar);
    }
    const privatePhotos: PrivateAlbumPhoto[] = [];
    for (const photo of step.album ? album : []) {
      if (!photo.files) privatePhotos.push({ memberIndex: step.place, image: await renderAvatarVariant(options.mediaDir, avatar, photo.position), position: photo.position, isPrivate: true });
      else {
        await writeAvatarVariant(options.mediaDir, avatar, photo.position);
        if (variants) await makeCopies(variants, photo.files);
      }
    }
    return privatePhotos;
  };
  const everyStep = everyone.map((_, place) => ({ place, avatar: true, album: true }));
  const split = options.beforeReady === undefined ? { now: everyStep, later: [] } : photosBeforeReady(options, options.beforeReady);
  const now = await inParallel(split.now, draw);
  const laterPhotos = split.later.reduce((sum, step) => sum + photosOf(step), 0);
  log(`rendered ${split.now.reduce((sum, step) => sum + photosOf(step), 0)} photos of ${split.now.length} members in ${Date.now() - started} ms${laterPhotos > 0 ? ` (${laterPhotos} photos later)` : ''}`);
  const publicAlbums: AlbumPhoto[] = plans.flatMap(({ album }, place) =>
    album.flatMap((photo) => (photo.files ? [{ memberIndex: place, files: photo.files, position: photo.position, isPrivate: false as const }] : [])),
  );
  const later: LaterPhotos | undefined =
    split.later.length === 0
      ? undefined
      : {
          photos: laterPhotos,
          async render(storePrivate, { limit = DEFAULT_PARALLELISM, log: report = log } = {}) {
            let rendered = 0;
            let failed = 0;
            await inParallel(
              split.later,
              async (step) => {
                try {
                  for (const photo of await draw(step)) await storePrivate(photo);
                  rendered += photosOf(step);
                } catch (error) {
                  failed += 1;
                  report(`the photos of demo member ${everyone[step.place].email} failed: ${error instanceof Error ? error.message : String(error)}`);
                }
              },
              limit,
            );
            return { rendered, failed };
          },
        };
  return {
    avatars: plans.map((plan) => plan.avatar),
    albums: [...publicAlbums, ...now.flat()].sort((a, b) => a.memberIndex - b.memberIndex || a.position - b.position),
    later,
  };
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
  const { avatars, albums, later } = await photosReady;
  if (avatars.length !== everyone.length) throw new Error(`the prepared photos are of ${avatars.length} members, not ${everyone.length}`);

  const privateMediaDir = options.privateMediaDir ?? `${options.mediaDir}-private`;
  // A private photo is stored as an upload is, with its WebP copies at once (decision 0041).
  const storage = new PhotoStorageWithCopies(new DiskPhotoStorage(options.mediaDir, privateMediaDir), new SharpPhotoVariants(options.mediaDir, privateMediaDir));
  const inserting = Date.now();
  let ids: readonly number[] = [];
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
    ids = memberIds;
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

  const logins = known.map(({ email, password, description }) => ({ email, password, description }));
  if (!later) return { seeded: true, logins };
  const remainingPhotos = ({ limit }: { readonly limit?: number } = {}) =>
    later.render(
      async (photo) => {
        const owner = memberId(ids[photo.memberIndex]);
        const files = await storage.save(owner, photo.image, 'private');
        await knex('photos').insert({ member_id: owner, filename: files.filename, thumb_filename: files.thumb_filename, created_at: today, position: photo.position, is_private: true });
      },
      { limit, log },
    );
  return { seeded: true, logins, remainingPhotos };
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
