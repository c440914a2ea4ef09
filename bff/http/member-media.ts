import type { RequestHandler } from 'express';
import type { MemberAccounts } from '../../domain/accounts/ports';
import { memberId } from '../../domain/shared/ids';

const MEMBER_PHOTO = /^\/photos\/(\d{1,15})\//;

/**
 * A deleted member's photos are gone for everyone at once: `/media/photos/<member>/…` answers 404 while the account
 * is deleted (reactivation brings them back) and until the purge removes the files.
 */
export function memberMediaGuard(deps: { members: MemberAccounts }): RequestHandler {
  return async (req, res, next) => {
    const match = MEMBER_PHOTO.exec(req.path);
    if (!match) return next();
    const owner = await deps.members.findById(memberId(Number(match[1])));
    if (!owner || owner.status === 'deleted') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  };
}
