import type { RequestHandler } from 'express';
import type { CurrentMember } from '../../domain/accounts/current-member';
import { memberId } from '../../domain/shared/ids';

const MEMBER_PHOTO = /^\/photos\/(\d{1,15})\//;

/**
 * A deleted member's photos are gone for everyone at once: `/media/photos/<member>/…` answers 404 while the account
 * is deleted (reactivation brings them back) and until the purge removes the files.
 */
export function memberMediaGuard(deps: { accounts: { currentMember: Pick<CurrentMember, 'find'> } }): RequestHandler {
  return async (req, res, next) => {
    const match = MEMBER_PHOTO.exec(req.path);
    if (!match) return next();
    const owner = await deps.accounts.currentMember.find(memberId(Number(match[1])));
    if (!owner || owner.status === 'deleted') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  };
}
