import busboy from 'busboy';
import { Router, type Request } from 'express';
import type { Photo } from '../../domain/profiles/photo';
import type { MemberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { geocodeQuery, PHOTO_FIELD, profileDetailsBody, pushSubscriptionBody, userSettingsBody, type ApiPhoto } from '../contract/profile-media-requests';
import { idempotent } from '../http/idempotency';
import { InputError, parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiUser } from '../presenters';

type Deps = Pick<AppDependencies, 'accounts' | 'profiles' | 'idempotencyKeys' | 'clock'>;

const toApiPhoto = (photo: Photo): ApiPhoto => ({ id: photo.id, filename: photo.filename, thumb_filename: photo.thumb_filename });

const payloadTooLarge = () => Object.assign(new Error('payload too large'), { status: 413 });

/**
 * Reads the one file of a multipart upload as it streams in. At most `maxBytes` are ever held: past that the file
 * is truncated by busboy, the rest of the request is read and thrown away, and the answer is 413.
 */
function readPhoto(req: Request, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 } });
    } catch {
      reject(new InputError(PHOTO_FIELD, 'multipart_expected'));
      return;
    }
    const chunks: Buffer[] = [];
    let found = false;
    let tooLarge = false;
    parser.on('file', (name, stream) => {
      if (name !== PHOTO_FIELD || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new InputError(PHOTO_FIELD, 'malformed_multipart'));
    });
    parser.on('close', () => {
      if (tooLarge) reject(payloadTooLarge());
      else if (!found) reject(new InputError(PHOTO_FIELD, 'required'));
      else resolve(Buffer.concat(chunks));
    });
    // A client that goes away mid-upload: nothing more will come, and what was read is let go.
    req.on('close', () => {
      if (req.complete) return;
      chunks.length = 0;
      reject(new InputError(PHOTO_FIELD, 'upload_aborted'));
    });
    req.pipe(parser);
  });
}

/** Language and location (PUT user.php), push subscription (POST user.php?push=1), profile details, photos, geocode. */
export function profileSettingsRoutes(deps: Deps): Router {
  const router = Router();
  const media = deps.profiles;

  const currentUser = async (memberId: MemberId, settings: Parameters<typeof toApiUser>[1]) => {
    const member = await deps.accounts.currentMember.run(memberId);
    return toApiUser(member, settings);
  };

  router.put('/user.php', requireMember, async (req, res) => {
    const body = parseInput(userSettingsBody, req.body);
    const { memberId, settings } = contextOf(res);
    const location = body.country !== undefined ? { country: body.country, region: body.region!, city: body.city! } : undefined;
    await media.updateUserSettings.run(memberId!, { language: body.language, location }, settings.countries);
    res.json({ user: await currentUser(memberId!, settings) });
  });

  // POST user.php is the login (user-routes); only ?push=1 is ours.
  router.post('/user.php', (req, res, next) => {
    if (req.query.push !== '1') return next();
    requireMember(req, res, async () => {
      try {
        const { subscription } = parseInput(pushSubscriptionBody, req.body);
        const state =
          subscription === 'denied'
            ? ({ state: 'denied' } as const)
            : ({ state: 'subscribed', endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } as const);
        await media.savePushSubscription.run(contextOf(res).memberId!, state);
        res.json({ ok: true });
      } catch (error) {
        next(error);
      }
    });
  });

  router.put('/profile.php', requireMember, async (req, res) => {
    const change = parseInput(profileDetailsBody, req.body);
    const { memberId, settings } = contextOf(res);
    await media.updateProfileDetails.run(memberId!, change, settings.interests);
    res.json({ user: await currentUser(memberId!, settings) });
  });

  router.post('/photo.php', requireMember, idempotent(deps), async (req, res) => {
    const { memberId, settings } = contextOf(res);
    const bytes = await readPhoto(req, Math.floor(settings.upload_max_megabytes * 1024 * 1024));
    const { photo } = await media.uploadPhoto.run({ memberId: memberId!, bytes, maxMegapixels: settings.upload_max_megapixels });
    res.status(201).json({ photo: toApiPhoto(photo), user: await currentUser(memberId!, settings) });
  });

  router.get('/photos.php', requireMember, async (_req, res) => {
    const photos = await media.listPhotos.run(contextOf(res).memberId!);
    res.json({ photos: photos.map(toApiPhoto) });
  });

  // A settings feature, so members only: it answers where someone is, which visitors have no need to ask.
  router.get('/geocode.php', requireMember, (req, res) => {
    const { lat, lon } = parseInput(geocodeQuery, req.query);
    res.json(media.locatePosition.run({ lat, lon }, contextOf(res).settings.countries));
  });

  return router;
}
