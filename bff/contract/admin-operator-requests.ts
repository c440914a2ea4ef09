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

/** Decision 0083: POST /api/admin/operators — no password: she chooses hers through her set-up link. */
export const adminNewOperatorBody = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  role: z.enum(OPERATOR_ROLES),
});

/** Decision 0083: POST /api/admin/setup (open): her set-up link's token and the password she chooses. */
export const adminSetupBody = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.maxLength(1024)),
});

/** The answer to creating an operator or sending her a fresh link: her listing and the link, shown once. */
export interface ApiOperatorSetupLink {
  readonly operator: ApiOperatorListing;
  readonly setup_link: string;
  readonly expires_at: string;
}

/** POST /api/admin/setup: her password is set; she logs in (and enrols her app) next. */
export interface ApiOperatorSetUp {
  readonly email: string;
}

export interface ApiOperatorListing {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: string;
  /** Her authenticator app: none (she enrols at her next login), pending, enrolled. */
  readonly second_factor: 'none' | 'pending' | 'enrolled';
  readonly active: boolean;
  /** Decision 0083: made from the back office and no password chosen yet ("wacht op instellen"). */
  readonly awaiting_setup: boolean;
  readonly last_login_at: string | null;
  readonly created_at: string;
}

/** GET /api/admin/operators: every operator by name. */
export interface ApiOperatorList {
  readonly operators: readonly ApiOperatorListing[];
}
