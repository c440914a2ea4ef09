/**
 * The operators' roles (issue 25, decision 0070): admin runs operators and settings and may do everything; moderator
 * works reports, complaints, photos and suspensions; support looks after members' accounts, mails and GDPR requests;
 * finance handles payments, refunds, reversals and discount codes.
 */
export const OPERATOR_ROLES = ['admin', 'moderator', 'support', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);
