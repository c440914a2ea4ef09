import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { accessOf, variantSource, type PhotoVariants } from '../../domain/profiles/media-ports';

/**
 * `/media/<photo>.w<width>.webp`: a WebP copy of a stored photo at one of the widths the pages ask for (srcset). It
 * is made on the first request and kept beside the photo; `express.static` serves it after this. Any other name,
 * another width, or a photo that is not (or no longer) stored answers 404, so nothing is made on a stranger's say and
 * a removed photo's copy is never served. Runs after memberMediaGuard: a deleted member's copies are hidden as her
 * photos are. A private photo's copies are never made here: only its signed link reaches them (bff/http/private-media.ts).
 */
export function photoVariants(deps: { photoVariants: PhotoVariants; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('.webp')) return next();
    const wanted = variantSource(req.path.slice(1));
    let made = false;
    if (wanted && accessOf(wanted.file) === 'public') {
      try {
        made = await deps.photoVariants.ensure(wanted.file, wanted.width);
      } catch (error) {
        deps.logger.warn({ err: error, file: wanted.file, width: wanted.width }, 'photo variant not made');
      }
    }
    if (!made) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  };
}
