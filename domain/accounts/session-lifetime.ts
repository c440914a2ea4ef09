/** SPEC §9: the account cookie lives 30 days. */
export const SESSION_DAYS = 30;

export const sessionExpiry = (from: Date): Date => new Date(from.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
