import { memberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { MemberDirectory, MemberQuery, MemberSummary } from './member-directory';

export const MEMBER_SEARCH_LIMIT = 50;
export const MEMBER_QUERY_MAX = 254;

/** Reads what was typed: digits are an id, text with an @ the start of an address, anything else part of a name or the start of an address. */
export function memberQueryOf(text: string): MemberQuery {
  const q = text.trim();
  if (!q) throw new OperatorError('invalid_input', { field: 'q', message: 'required' });
  if ([...q].length > MEMBER_QUERY_MAX) throw new OperatorError('invalid_input', { field: 'q', message: 'too_long' });
  if (/^\d{1,15}$/.test(q)) return { by: 'id', id: memberId(Number(q)) };
  if (q.includes('@')) return { by: 'email', prefix: q.toLowerCase() };
  return { by: 'text', text: q };
}

/** Support (and whoever may see members) finds a member by id, email or name: at most 50, newest first. */
export class FindMembers {
  constructor(private readonly deps: { directory: MemberDirectory }) {}

  async run(actor: Actor, text: string): Promise<{ query: MemberQuery; members: MemberSummary[] }> {
    if (!may(actor, 'members.view')) throw new OperatorError('forbidden');
    const query = memberQueryOf(text);
    return { query, members: await this.deps.directory.search(query, MEMBER_SEARCH_LIMIT) };
  }
}
