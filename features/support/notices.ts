import type { DomainErrorCode } from '../../domain/shared/domain-error';

/** What a member is shown when the domain refuses, in the words of the scenarios (SPEC §8: the alert offers buying credits). */
export interface Notice {
  readonly says: string;
  readonly offers?: string;
}

export const notices: Partial<Record<DomainErrorCode, Notice>> = {
  insufficient_credits: { says: 'too few credits', offers: 'buy credits' },
  conversation_limit: { says: 'free members can chat with two members at most' },
};
