import path from 'node:path';
import { Router } from 'express';
import { photoReviewId, type QueuedPhoto } from '../../domain/moderation/photo-review';
import { accessOf, PRIVATE_MEDIA_PREFIX } from '../../domain/profiles/media-ports';
import type { AppDependencies } from '../app-dependencies';
import { adminPhotoIdParams, adminPhotoImageQuery, adminRejectPhotoBody, type ApiPhotoQueue, type ApiQueuedPhoto } from '../contract/admin-photo-requests';
import { contextOf } from '../http/request-context';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators' | 'config'>;

const apiPhoto = (photo: QueuedPhoto): ApiQueuedPhoto => ({
  id: photo.id,
  kind: photo.kind,
  member: { id: photo.memberId, name: photo.member.name, email: photo.member.email },
  uploaded_at: photo.createdAt.toISOString(),
  image: `/api/admin/photos/${photo.id}/image?size=full`,
});

/**
 * Decision 0075: the moderators' photo queue under /api/admin/photos — moderators and admins (`photos.moderate`); the
 * use cases refuse the others too. Mounted inside the admin router: its cookie, CSRF rule and error mapping apply.
 */
export function adminPhotoRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const actor = (res: Parameters<typeof operatorContextOf>[0]) => operatorContextOf(res).operator!.actor;

  router.get('/', requireOperator('photos.moderate'), async (_req, res) => {
    const queue = await o.listPhotoQueue.run(actor(res));
    res.json({ photos: queue.photos.map(apiPhoto), waiting: queue.waiting } satisfies ApiPhotoQueue);
  });

  // The photo itself, public or private, for the moderator's eyes only: never stored by a browser or a cache.
  router.get('/:id/image', requireOperator('photos.moderate'), async (req, res) => {
    const { id } = parseInput(adminPhotoIdParams, req.params);
    const { size } = parseInput(adminPhotoImageQuery, req.query);
    const files = await o.photoForReview.run(actor(res), photoReviewId(id));
    const file = size === 'thumb' ? files.thumb_filename : files.filename;
    const [root, name] = accessOf(file) === 'private' ? [deps.config.privateMediaDir, file.slice(PRIVATE_MEDIA_PREFIX.length)] : [deps.config.mediaDir, file];
    res.set('Cache-Control', 'no-store');
    res.sendFile(name, { root: path.resolve(root), dotfiles: 'deny', cacheControl: false, lastModified: false, etag: false }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ error: 'not_found' });
    });
  });

  router.post('/:id/approve', requireOperator('photos.moderate'), async (req, res) => {
    const { id } = parseInput(adminPhotoIdParams, req.params);
    await o.reviewPhoto.run(actor(res), photoReviewId(id), { verdict: 'approve' }, contextOf(res).settings.domain);
    res.json({ ok: true });
  });

  router.post('/:id/reject', requireOperator('photos.moderate'), async (req, res) => {
    const { id } = parseInput(adminPhotoIdParams, req.params);
    const body = parseInput(adminRejectPhotoBody, req.body);
    await o.reviewPhoto.run(actor(res), photoReviewId(id), { verdict: 'reject', reason: body.reason, note: body.note }, contextOf(res).settings.domain);
    res.json({ ok: true });
  });

  return router;
}
