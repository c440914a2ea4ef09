/**
 * Fills an empty database with demo members (with avatars) and two logins a visitor can use.
 * Does nothing when there are members already.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { PostgresMemberAccounts } from '../../adapters/postgres/postgres-member-accounts';
import { seedLikes } from './seed-likes';
import { PostgresPayments } from '../../adapters/postgres/postgres-payments';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { ageOn } from '../../domain/accounts/age';
import type { NewMember } from '../../domain/accounts/ports';
import { cents, credits, percent } from '../../domain/shared/quantities';
import { SharpPhotoVariants } from '../../adapters/images/sharp-photo-variants';
import { DiskPhotoStorage } from '../../adapters/storage/disk-photo-storage';
import type { PhotoVariants, ProcessedImage } from '../../domain/profiles/media-ports';
import { makeCopies, PhotoStorageWithCopies } from '../../domain/profiles/photo-storage-with-copies';
import { renderAvatarVariant, writeAvatar, writeAvatarVariant, type AvatarFiles } from './avatar';
import { DEFAULT_DEMO_COUNT, generateDemoMembers, knownDemoLogins, type DemoMember } from './demo-members';

export interface SeedDemoOptions {
  /** Avatars go to `<mediaDir>/avatars/`. */
  readonly mediaDir: string;
  /**
   * Private photos go here, as an upload's would (the app's config.privateMediaDir; decision 0043); by default beside
   * the media folder, where the app's configuration puts it too.
   */
  readonly privateMediaDir?: string;
  readonly today: Date;
  /** Ordinary members besides the two known logins; 198 by default. */
  readonly count?: number;
  readonly seed?: number;
  readonly log?: (line: string) => void;
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

const AVATAR_BATCH = 4;
/** demo@'s 500 credits: a welcome of 30 and three paid orders, so /transactions and the repeat order have a history. */
const PREMIUM_WELCOME_CREDITS = 30;
const PREMIUM_ORDERS = [
  { daysAgo: 21, bundleId: 3, credits: 300, amountCents: 3995, method: 'ideal' },
  { daysAgo: 9, bundleId: 2, credits: 120, amountCents: 1995, method: 'creditcard' },
  { daysAgo: 2, bundleId: 1, credits: 50, amountCents: 995, method: 'ideal' },
] as const;
const LISA_FREE_MESSAGES = 3;

async function avatarsFor(
  members: readonly DemoMember[],
  mediaDir: string,
  variants: PhotoVariants,
  today: Date,
  log: (line: string) => void,
): Promise<AvatarFiles[]> {
  const files: AvatarFiles[] = [];
  for (let start = 0; start < members.length; start += AVATAR_BATCH) {
    const batch = members.slice(start, start + AVATAR_BATCH);
    files.push(
      ...(await Promise.all(
        batch.map(async (m) => {
          const avatar = await writeAvatar(mediaDir, m.index, {
            gender: m.profile.gender,
            hairColour: m.profile.hairColour,
            eyeColour: m.profile.eyeColour,
            age: ageOn(m.profile.dateOfBirth, today),
            seed: m.index * 7919 + 17,
          });
          await makeCopies(variants, avatar);
          return avatar;
        }),
      )),
    );
    if ((start / AVATAR_BATCH) % 10 === 9) log(`  ${files.length}/${members.length} avatars`);
  }
  return files;
}

function newMember(member: DemoMember, passwordHash: string, avatar: AvatarFiles, freeMessages: number): NewMember {
  return {
    email: member.email,
    passwordHash,
    status: 'active',
    freeMessages,
    language: member.language,
    signupDate: member.signupDate,
    profile: {
      ...member.profile,
      status: 'active',
      fictional: member.fictional,
      mainImage: { filename: avatar.filename, thumb_filename: avatar.thumb_filename },
    },
  };
}

/** A public album photo written under avatars/, or a private one's bytes, stored once its member has an id. */
type AlbumPhoto = { readonly memberIndex: number; readonly position: number } & (
  | { readonly isPrivate: false; readonly files: AvatarFiles }
  | { readonly isPrivate: true; readonly image: ProcessedImage }
);

/**
 * Every fourth member of the crowd, and the premium login `demo@`, get two more photos; every eighth one's third
 * photo is private, and so is demo@'s. The free login lisa@ keeps one photo, room to add two. A private photo is
 * stored as an upload's is (decision 0043): under a random name in the private folder, not beside its avatar, whose
 * name would give it away.
 */
async function albumsFor(avatars: readonly AvatarFiles[], mediaDir: string, variants: PhotoVariants): Promise<AlbumPhoto[]> {
  const album: AlbumPhoto[] = [];
  const premiumLogin = avatars.length - 2;
  const known = new Set([premiumLogin]);
  for (let i = 0; i < avatars.length; i++) {
    if ((i % 4 !== 0 || i >= premiumLogin) && !known.has(i)) continue;
    const thirdIsPrivate = i % 8 === 0 || known.has(i);
    const [second, third] = await Promise.all([
      writeAvatarVariant(mediaDir, avatars[i], 1),
      thirdIsPrivate ? renderAvatarVariant(mediaDir, avatars[i], 2) : writeAvatarVariant(mediaDir, avatars[i], 2),
    ]);
    await Promise.all([makeCopies(variants, second), 'filename' in third ? makeCopies(variants, third) : undefined]);
    album.push({ memberIndex: i, files: second, position: 1, isPrivate: false });
    album.push('filename' in third ? { memberIndex: i, files: third, position: 2, isPrivate: false } : { memberIndex: i, image: third, position: 2, isPrivate: true });
  }
  return album;
}

export async function seedDemo(knex: Knex, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const log = options.log ?? (() => {});
  const today = options.today;
  const existing = (await knex('members').count({ n: '*' }).first()) as { n: string | number } | undefined;
  if (Number(existing?.n ?? 0) > 0) {
    log(`members table has ${existing?.n} rows: not seeding`);
    return { seeded: false, logins: [] };
  }

  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const crowd = generateDemoMembers({ today, count, seed: options.seed });
  const known = knownDemoLogins(today, count + 1);
  const everyone = [...crowd, ...known.map((k) => k.member)];

  const started = Date.now();
  const hasher = new Argon2PasswordHasher();
  // One hash for the whole crowd: a password nobody knows, so nobody can log in as them.
  const [crowdHash, ...knownHashes] = await Promise.all([
    hasher.hash(randomBytes(24).toString('base64url')),
    ...known.map((k) => hasher.hash(k.password)),
  ]);
  log(`hashed passwords in ${Date.now() - started} ms`);

  const avatarsStarted = Date.now();
  // The WebP copies every stored photo gets when it is stored (decision 0041), as an upload would have made them.
  const privateMediaDir = options.privateMediaDir ?? `${options.mediaDir}-private`;
  const variants = new SharpPhotoVariants(options.mediaDir, privateMediaDir);
  const storage = new PhotoStorageWithCopies(new DiskPhotoStorage(options.mediaDir, privateMediaDir), variants);
  const avatars = await avatarsFor(everyone, options.mediaDir, variants, today, log);
  log(`generated ${avatars.length} avatars in ${Date.now() - avatarsStarted} ms`);

  const albums = await albumsFor(avatars, options.mediaDir, variants);
  await knex.transaction(async (trx) => {
    const accounts = new PostgresMemberAccounts(trx, { now: () => today });
    const ledger = new PostgresCreditLedger(trx);
    const memberIds: number[] = [];
    for (let i = 0; i < crowd.length; i++) {
      memberIds.push(await accounts.create(newMember(crowd[i], crowdHash, avatars[i], 0)));
    }
    const knownIds: number[] = [];
    for (let k = 0; k < known.length; k++) {
      const login = known[k];
      const id = await accounts.create(
        newMember(login.member, knownHashes[k], avatars[crowd.length + k], login.premium ? 0 : LISA_FREE_MESSAGES),
      );
      if (login.premium) {
        await trx('members').where('id', id).update({ paid_user: true });
        await ledger.record({ memberId: id, amount: credits(PREMIUM_WELCOME_CREDITS), reason: 'signup_bonus', reference: 'demo-seed', at: today });
        await seedOrders(trx, memberId(id), today);
      }
      knownIds.push(id);
      memberIds.push(id);
    }
    // Each avatar is its member's first photo too, so "Mijn profiel" shows what the profile shows.
    await trx.raw(
      `insert into photos (member_id, filename, thumb_filename, created_at, position)
       select member_id, main_image, coalesce(main_image_thumb, main_image), ?, 0 from profiles where main_image is not null`,
      [today],
    );
    const albumRows = [];
    for (const photo of albums) {
      const owner = memberId(memberIds[photo.memberIndex]);
      const files = photo.isPrivate ? await storage.save(owner, photo.image, 'private') : photo.files;
      albumRows.push({ member_id: owner, filename: files.filename, thumb_filename: files.thumb_filename, created_at: today, position: photo.position, is_private: photo.isPrivate });
    }
    await trx('photos').insert(albumRows);
    await seedLikes(trx, knownIds, today);
  });
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
