import { z } from 'zod/mini';
import { OPERATOR_ROLES } from '../../domain/operators/roles';

/**
 * The admin's operator management (issue 25, decision 0077): GET /api/admin/operators, POST
 * /api/admin/operators/:id/role {role, reason?}, …/disable, …/enable and …/reset-second-factor {reason?}. Only the
 * admin pages and the bff import this file.
 */

export const adminOperatorIdParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });
const reason = z.optional(z.string().check(z.trim(), z.maxLength(1000)));
export const adminOperatorRoleBody = z.object({ role: z.enum(OPERATOR_ROLES), reason });
export const adminOperatorChangeBody = z.object({ reason });

export interface ApiOperatorListing {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: string;
  /** Her authenticator app: none (she enrols at her next login), pending, enrolled. */
  readonly second_factor: 'none' | 'pending' | 'enrolled';
  readonly active: boolean;
  readonly last_login_at: string | null;
  readonly created_at: string;
}

/** GET /api/admin/operators: every operator by name. */
export interface ApiOperatorList {
  readonly operators: readonly ApiOperatorListing[];
}
