import { DAY_MS } from '../shared/clock';

/** SPEC §4 and §9: a deleted account can be reactivated for 14 days. */
export const REACTIVATION_DAYS = 14;

/** The last instant (exclusive) at which an account deleted at `deletedAt` can be reactivated. */
export const reactivationDeadline = (deletedAt: Date): Date => new Date(deletedAt.getTime() + REACTIVATION_DAYS * DAY_MS);

export const withinReactivationWindow = (deletedAt: Date, now: Date): boolean => now.getTime() < reactivationDeadline(deletedAt).getTime();
