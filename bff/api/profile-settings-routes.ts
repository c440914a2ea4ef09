import { Router } from 'express';
import { photoId } from '../../domain/profiles/photo';
import type { MemberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import {
  geocodeQuery,
  photoChangeBody,
  photoDeleteQuery,
  photoOrderBody, profileDetailsBody, pushSubscriptionBody, userSettingsBody, } from '../contract/profile-media-requests';
import { idempotent } from '../http/idempotency';
import { InputError, parseInput } from '../http/input-error';
import { setLocaleCookie } from '../http/locale-cookie';
import { isLocale } from '../../web/i18n/locale';
import { readPhoto } from '../http/photo-upload';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiPhoto, toApiUser } from '../presenters';

type Deps = Pick<AppDependencies, 'accounts' | 'profiles' | 'idempotencyKeys' | 'clock' | 'privateMedia' | 'config'>;


/** Language and location (PUT user.php), push subscription (POST user.php?push=1), profile details, photos, geocode. */
export function profileSettingsRoutes(deps: Deps): Router {
  const router = Router();
  const media = deps.profiles;

  const currentUser = async (memberId: MemberId, settings: Parameters<typeof toApiUser>[1]) => {
    const member = await deps.accounts.currentMember.run(memberId);
    return toApiUser(member, settings);
  };
  // Her own photos: a private one's paths are links signed for her (decision 0043).
  const ownPhotos = (memberId: MemberId, photos: readonly Parameters<typeof toApiPhoto>[0][]) => {
    const paths = deps.privateMedia.pathsFor(memberId);
    return photos.map((photo) => toApiPhoto(photo, paths));
  };

  router.put('/user.php', requireMember, async (req, res) => {
    const body = parseInput(userSettingsBody, req.body);
    // Only a language the site serves (decision 0064): the answer sets the locale cookie to it.
    if (body.language !== undefined && !isLocale(body.language)) throw new InputError('language', 'unknown_locale');
    const { memberId, settings } = contextOf(res);
    const location = body.country !== undefined ? { country: body.country, region: body.region!, city: body.city! } : undefined;
    await media.updateUserSettings.run(memberId!, { language: body.language, location }, settings.countries);
    if (isLocale(body.language)) setLocaleCookie(res, body.language, deps.config.cookieSecure);
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
    const { bytes } = await readPhoto(req, Math.floor(settings.upload_max_megabytes * 1024 * 1024));
    const { photo } = await media.uploadPhoto.run({ memberId: memberId!, bytes, maxMegapixels: settings.upload_max_megapixels });
    res.status(201).json({ photo: toApiPhoto(photo, deps.privateMedia.pathsFor(memberId!)), user: await currentUser(memberId!, settings) });
  });

  router.get('/photos.php', requireMember, async (_req, res) => {
    const me = contextOf(res).memberId!;
    res.json({ photos: ownPhotos(me, await media.listPhotos.run(me)) });
  });

  router.put('/photos.php', requireMember, async (req, res) => {
    const { order } = parseInput(photoOrderBody, req.body);
    const { memberId, settings } = contextOf(res);
    const photos = await media.arrangePhotos.run(memberId!, { order: order.map(photoId) });
    res.json({ photos: ownPhotos(memberId!, photos), user: await currentUser(memberId!, settings) });
  });

  router.put('/photo.php', requireMember, async (req, res) => {
    const change = parseInput(photoChangeBody, req.body);
    const { memberId, settings } = contextOf(res);
    const photos =
      change.main === true
        ? await media.arrangePhotos.run(memberId!, { main: photoId(change.id) })
        : await media.setPhotoPrivacy.run(memberId!, photoId(change.id), change.private!);
    res.json({ photos: ownPhotos(memberId!, photos), user: await currentUser(memberId!, settings) });
  });

  router.delete('/photo.php', requireMember, async (req, res) => {
    const { id } = parseInput(photoDeleteQuery, { ...req.query, ...(req.body as object | undefined) });
    const { memberId, settings } = contextOf(res);
    const photos = await media.deletePhoto.run(memberId!, photoId(id));
    res.json({ photos: ownPhotos(memberId!, photos), user: await currentUser(memberId!, settings) });
  });

  // A settings feature, so members only: it answers where someone is, which visitors have no need to ask.
  router.get('/geocode.php', requireMember, (req, res) => {
    const { lat, lon } = parseInput(geocodeQuery, req.query);
    const place = media.locatePosition.run({ lat, lon }, contextOf(res).settings.countries);
    // SPEC §9: a position is good for an hour (the browser's maximumAge), so is its place; hers alone (private).
    res.set('Cache-Control', 'private, max-age=3600');
    res.json(place);
  });

  return router;
}
