import type { ConversationId, MemberId } from '../shared/ids';

/** Why a member reports someone (issue 9). */
export const REPORT_REASONS = ['fake_profile', 'scam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a complaint is about (SPEC §2 /complaints). */
export const COMPLAINT_CATEGORIES = ['billing', 'profile', 'member', 'technical', 'privacy', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** A report's text: required for `other`, at most this long. */
export const REPORT_TEXT_MAX = 2000;
/** A complaint's description: at least and at most this long. */
export const COMPLAINT_MIN = 20;
export const COMPLAINT_MAX = 5000;

export interface Report {
  readonly reference: string;
  readonly reporter: MemberId;
  readonly reported: MemberId;
  readonly conversation?: ConversationId;
  readonly reason: ReportReason;
  readonly text: string;
  readonly domain: string;
  readonly at: Date;
}

export interface Complaint {
  readonly reference: string;
  readonly member?: MemberId;
  readonly email: string;
  readonly category: ComplaintCategory;
  readonly description: string;
  readonly domain: string;
  readonly at: Date;
}

/** Where reports and complaints are kept for the operators; a reference is unique, and one taken is not saved. */
export interface SupportCases {
  saveReport(report: Report): Promise<SaveOutcome>;
  saveComplaint(complaint: Complaint): Promise<SaveOutcome>;
}

export type SaveOutcome = 'saved' | 'reference_taken';

/** Tries to draw a reference that is free this often before giving up (one in a trillion each time). */
const REFERENCE_DRAWS = 5;

/**
 * Saves a case under a freshly drawn reference, drawing again when the one drawn is taken already: the
 * reference a member quotes is never shared, and a clash is never an error for her.
 */
export async function saveUnderFreshReference(prefix: 'R' | 'K', tokens: { token(): string }, save: (reference: string) => Promise<SaveOutcome>): Promise<string> {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    const reference = caseReference(prefix, tokens.token());
    if ((await save(reference)) === 'saved') return reference;
  }
  throw new Error(`no free ${prefix} reference in ${REFERENCE_DRAWS} draws`);
}

/**
 * A reference a member can quote: a prefix and eight characters from an unguessable token, in two groups of four,
 * without the easily confused 0/O and 1/I/L.
 */
export function caseReference(prefix: 'R' | 'K', token: string): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const source = [...token];
  const chars = Array.from({ length: 8 }, (_, i) => alphabet[(source[i % source.length]!.charCodeAt(0) + (i >= source.length ? i * 7 : 0)) % alphabet.length]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}
