import { reactivationDeadline, withinReactivationWindow } from './reactivation-window';

/** Why a member leaves: the fixed list of the deletion form (docs/api.md). */
export const DELETION_REASONS = ['found_someone', 'too_expensive', 'too_few_members', 'too_many_messages', 'privacy', 'other'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const isDeletionReason = (value: string): value is DeletionReason => (DELETION_REASONS as readonly string[]).includes(value);

/** From the deadline on the window is closed and the account is purged: the two rules leave no gap and no overlap. */
export const isPurgeable = (deletedAt: Date, now: Date): boolean => !withinReactivationWindow(deletedAt, now);

/** Seconds a reactivation link issued now stays valid: until the deadline, never past it. */
export const reactivationLinkSeconds = (deletedAt: Date, now: Date): number =>
  Math.max(0, Math.floor((reactivationDeadline(deletedAt).getTime() - now.getTime()) / 1000));
