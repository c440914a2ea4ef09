import { randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI } from 'otplib';
import type { TwoFactorCodes } from '../../domain/operators/ports';
import { TOTP_STEP_SECONDS } from '../../domain/operators/totp-window';

/** Readable without confusion: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * TOTP (RFC 6238, SHA-1, six digits, 30 s) with otplib 13; the window and the once-only rule are the domain's
 * (domain/operators/totp-window.ts). Recovery codes: ten characters from a 31-letter alphabet (~50 bits), CSPRNG.
 */
export class OtplibTwoFactorCodes implements TwoFactorCodes {
  newSecret(): string {
    return generateSecret({ length: 20 });
  }

  codeAt(secret: string, step: number): string {
    return generateSync({ secret, epoch: step * TOTP_STEP_SECONDS });
  }

  enrolmentUri(secret: string, account: string, issuer: string): string {
    return generateURI({ issuer, label: account, secret });
  }

  newRecoveryCode(): string {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  }
}
