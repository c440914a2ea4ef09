import type { TwoFactorCodes } from './ports';

/** RFC 6238's time step. */
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now a code is still taken: a phone's clock off by up to 30 s, or a code typed as it changed. */
export const TOTP_DRIFT_STEPS = 1;

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/**
 * The time step a typed code belongs to, within the window around `at` and later than `lastStep` (a code is good
 * once), or undefined. Every step of the window is compared, so the time taken does not say which one matched.
 */
export function matchingStep(codes: TwoFactorCodes, secret: string, code: string, at: Date, lastStep = -1): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  let found: number | undefined;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    const same = sameCode(codes.codeAt(secret, step), code);
    if (same && step > lastStep && found === undefined) found = step;
  }
  return found;
}

function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** A recovery code as typed, compared without case, spaces or dashes. */
export const normalisedRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** A typed second factor: six digits are a TOTP code, anything else of 10–40 characters a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Ten recovery codes, shown once at enrolment (issue 25), each usable once. */
export const RECOVERY_CODE_COUNT = 10;
