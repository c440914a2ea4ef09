import { z } from 'zod/mini';
import { recordId } from './fields';
import { DELETION_REASONS } from '../../domain/accounts/account-closure';

/** Request schemas of privacy and closing the account (docs/api.md; zod/mini, see requests.ts). Unknown keys are dropped. */

const id = recordId;
const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const invisibleBody = z.object({ invisible: z.boolean() });
export const blockBody = z.object({ profile_id: id });
export const deleteAccountBody = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  reason: z.enum(DELETION_REASONS),
});
export const reactivationRequestBody = z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) });
export const reactivateBody = z.object({ token });

export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
