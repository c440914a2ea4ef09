import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import { isPhotoVariantWidth, PRIVATE_MEDIA_PREFIX, variantOf, type PhotoVariants } from '../../domain/profiles/media-ports';
import type { PrivateMediaAccess } from '../../domain/profiles/private-media-access';
import type { Clock } from '../../domain/shared/clock';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { sessionTokenOf } from './session-cookie';

/** A link is good for at least this long: a page left open that long still shows its photos. */
const LIFETIME_SECONDS = 2 * 3600;
/**
 * Expiry rounded up to the next whole hour: the pages of one hour get the same links, which the browser then has in
 * its cache; a link is good for two to three hours.
 */
const STEP_SECONDS = 3600;

/** A private file as DiskPhotoStorage names it: `private/<owner>/<128 random bits>[-thumb].jpg`. */
const PRIVATE_FILE = /^private\/(\d{1,15})\/([0-9a-f]{32})(-thumb)?\.jpg$/;
/** `/<viewer>-<expires>-<signature>/<owner>/<name>[-thumb]` and `.jpg` or `.w<width>.webp` (its WebP copies). */
const LINK = /^\/(\d{1,15})-(\d{1,12})-([A-Za-z0-9_-]{43})\/(\d{1,15})\/([0-9a-f]{32})(-thumb)?(?:\.jpg|\.w(\d{2,4})\.webp)$/;

/** Where the pages load private files from: on this site, never the cdn_prefix (a link is good only with its session). */
export const PRIVATE_MEDIA_PATH = '/private-media';

/** A stored path as one viewer gets it: a public one as it is (the page puts cdn_prefix before it), a private one as a link. */
export type MediaPaths = (file: string) => string;

/** What a genuine, unexpired link names. */
export interface OpenedLink {
  readonly viewer: MemberId;
  readonly owner: MemberId;
  /** The stored file, or the stored file of its WebP copy. */
  readonly file: string;
  readonly width?: number;
  readonly expires: number;
}

/**
 * Links to private files (decision 0043): `/private-media/<viewer>-<expires>-<signature>/<owner>/<name>.jpg`, signed
 * with HMAC-SHA256 under the install's secret over the viewer, the expiry and the photo's name. One signature covers
 * the photo, its thumbnail and their WebP copies, so the pages make the copies' links from the photo's as they do
 * for public ones (web/components/photo-sources.ts). A link is handed out only where the domain let the viewer see the
 * photo; it is good only in the viewer's own session, and only until it expires.
 */
export class PrivateMediaLinks {
  constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
  ) {}

  /** The paths of stored files as `viewer` gets them; a visitor never gets a private one (the domain locks them). */
  pathsFor(viewer: MemberId | undefined): MediaPaths {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const expires = Math.ceil((nowSeconds + LIFETIME_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
    return (file) => {
      const match = PRIVATE_FILE.exec(file);
      if (!match || viewer === undefined) return file;
      const [, owner, name, thumb = ''] = match;
      return `${PRIVATE_MEDIA_PATH}/${viewer}-${expires}-${this.signature(viewer, expires, owner, name)}/${owner}/${name}${thumb}.jpg`;
    };
  }

  /** The link's parts when it is one of ours and has not expired; why not otherwise. */
  open(link: string): OpenedLink | 'expired' | 'forged' | 'not_a_link' {
    const match = LINK.exec(link);
    if (!match) return 'not_a_link';
    const [, viewer, expires, signature, owner, name, thumb = '', width] = match;
    const expected = Buffer.from(this.signature(Number(viewer), Number(expires), owner, name));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return 'expired';
    if (width !== undefined && !isPhotoVariantWidth(Number(width))) return 'not_a_link';
    return {
      viewer: memberId(Number(viewer)),
      owner: memberId(Number(owner)),
      file: `${PRIVATE_MEDIA_PREFIX}${owner}/${name}${thumb}.jpg`,
      width: width === undefined ? undefined : Number(width),
      expires: Number(expires),
    };
  }

  private signature(viewer: number, expires: number, owner: string, name: string): string {
    return createHmac('sha256', this.key).update(`private-media:${viewer}:${expires}:${owner}/${name}`).digest('base64url');
  }
}

/**
 * `/private-media/…`: a private photo, its thumbnail or one of their WebP copies, for the member a link was signed
 * for, in her own session, while the link lasts, while the owner's account is not deleted and neither blocked the
 * other. Anything else is 404, the same for a name that is not there and for one she may not see. Kept in her browser
 * only (`Cache-Control: private`), never in a shared cache.
 */
export function privateMedia(deps: {
  privateMedia: PrivateMediaLinks;
  accounts: { sessions: Pick<SessionStarter, 'memberFor'> };
  profiles: { privateMediaAccess: Pick<PrivateMediaAccess, 'run'> };
  photoVariants: PhotoVariants;
  clock: Clock;
  logger: Logger;
  privateMediaDir: string;
}): RequestHandler {
  const root = path.resolve(deps.privateMediaDir);
  const notFound = (res: Parameters<RequestHandler>[1]) => {
    res.status(404).type('text/plain').send('Not found');
  };
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
    const link = deps.privateMedia.open(req.path);
    if (typeof link === 'string') {
      if (link !== 'not_a_link') req.log.info({ link: link }, 'private media link refused');
      return notFound(res);
    }
    const token = sessionTokenOf(req);
    const member = token ? await deps.accounts.sessions.memberFor(token) : undefined;
    if (member !== link.viewer) {
      req.log.warn({ memberId: member, viewer: link.viewer }, 'private media link used outside its session');
      return notFound(res);
    }
    if (!(await deps.profiles.privateMediaAccess.run(link.viewer, link.owner))) {
      req.log.info({ memberId: member, owner: link.owner }, 'private media closed to this member');
      return notFound(res);
    }
    let file = link.file;
    if (link.width !== undefined && isPhotoVariantWidth(link.width)) {
      const made = await deps.photoVariants.ensure(file, link.width).catch((error: unknown) => {
        deps.logger.warn({ err: error, file, width: link.width }, 'photo variant not made');
        return false;
      });
      if (!made) return notFound(res);
      file = variantOf(file, link.width)!;
    }
    const maxAge = Math.max(0, link.expires - Math.floor(deps.clock.now().getTime() / 1000));
    res.set('Cache-Control', `private, max-age=${maxAge}`);
    res.set('Cross-Origin-Resource-Policy', 'same-origin');
    res.sendFile(file.slice(PRIVATE_MEDIA_PREFIX.length), { root, dotfiles: 'deny', cacheControl: false }, (error) => {
      if (error && !res.headersSent) notFound(res);
    });
  };
}
