import { z } from 'zod/mini';

/**
 * POST /api/consent.php and the banner's form before its scripts (decision 0062): the visitor's cookie choice, and the
 * query of the page she arrived on (its tracking data is kept when she accepts).
 */
export const consentBody = z.object({
  choice: z.enum(['accepted', 'refused'], 'accepted or refused'),
  arrival: z.optional(z.string().check(z.maxLength(2048, 'too long'))),
});

/** The choice as kept, with when it was made (ms). */
export interface ApiConsent {
  readonly choice: 'accepted' | 'refused';
  readonly at: number;
}
