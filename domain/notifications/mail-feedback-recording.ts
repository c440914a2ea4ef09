import type { MemberAccounts } from '../accounts/ports';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { NotificationsDisabledReason } from './email-preferences';
import { readMailFeedback, type MailFeedback } from './mail-feedback';
import type { EmailPreferencesStore } from './ports';
import { checkUnsubscribeToken, Unsubscribe, type Signatures, type UnsubscribeTopic } from './unsubscribe';

/** What an inbound report changed. */
export type FeedbackOutcome =
  /** Her notifications are now disabled for this reason (SPEC §4: fbl for a complaint, bounce for a hard bounce). */
  | { readonly result: 'disabled'; readonly reason: Extract<NotificationsDisabledReason, 'fbl' | 'bounce'>; readonly members: readonly MemberId[] }
  /** A mailed unsubscribe request, as the one-click link would have done. */
  | { readonly result: 'unsubscribed'; readonly topic: UnsubscribeTopic; readonly members: readonly MemberId[] }
  /** Read, nothing to do: a soft bounce, a not-spam report, or no member of ours at that address. */
  | { readonly result: 'ignored'; readonly because: 'soft_bounce' | 'not_a_complaint' | 'no_member' | 'invalid_token'; readonly members: readonly MemberId[] };

export interface RecordMailFeedbackDeps {
  readonly members: Pick<MemberAccounts, 'findAccount' | 'findByEmail'>;
  readonly preferences: EmailPreferencesStore;
  readonly signatures: Signatures;
}

/**
 * An inbound report about a mail we sent (decision 0057), from the mail server's feedback address: a spam complaint
 * disables her notifications ('fbl'), a hard bounce ('bounce'), a mailed unsubscribe request stops what its link
 * names. The member is found by the signed token in the quoted List-Unsubscribe header (providers often redact the
 * address of a complaint), else by the address the mail went to. Fails with `invalid_input` (field body) for a message
 * that is no report.
 */
export class RecordMailFeedback {
  private readonly unsubscribe: Unsubscribe;

  constructor(private readonly deps: RecordMailFeedbackDeps) {
    this.unsubscribe = new Unsubscribe(deps);
  }

  async run(raw: string): Promise<FeedbackOutcome> {
    const feedback = readMailFeedback(raw);
    switch (feedback.kind) {
      case 'unreadable':
        throw new DomainError('invalid_input', { field: 'body', message: feedback.reason });
      case 'unsubscribe_request': {
        const grant = await checkUnsubscribeToken(this.deps, feedback.token);
        if (!grant) return { result: 'ignored', because: 'invalid_token', members: [] };
        await this.unsubscribe.run(feedback.token);
        return { result: 'unsubscribed', topic: grant.topic, members: [grant.member] };
      }
      case 'other_feedback':
        return { result: 'ignored', because: 'not_a_complaint', members: [] };
      case 'complaint': {
        const member = await this.memberOf(feedback);
        if (member === undefined) return { result: 'ignored', because: 'no_member', members: [] };
        await this.deps.preferences.disableNotifications(member, 'fbl');
        return { result: 'disabled', reason: 'fbl', members: [member] };
      }
      case 'bounce': {
        if (!feedback.hard) return { result: 'ignored', because: 'soft_bounce', members: [] };
        const failed = feedback.recipients.filter((r) => r.action.toLowerCase() === 'failed' && r.status.startsWith('5.'));
        const members: MemberId[] = [];
        for (const recipient of failed) {
          const account = await this.deps.members.findByEmail(recipient.address);
          if (account && !members.includes(account.id)) members.push(account.id);
        }
        if (members.length === 0) return { result: 'ignored', because: 'no_member', members: [] };
        for (const member of members) await this.deps.preferences.disableNotifications(member, 'bounce');
        return { result: 'disabled', reason: 'bounce', members };
      }
    }
  }

  /** The complained-about mail's member: by its genuine token, else by the address it went to (quoted, or reported). */
  private async memberOf(feedback: Extract<MailFeedback, { kind: 'complaint' }>): Promise<MemberId | undefined> {
    const { unsubscribeToken, to, reportedRecipient } = feedback.original;
    const grant = unsubscribeToken === undefined ? undefined : await checkUnsubscribeToken(this.deps, unsubscribeToken);
    if (grant) return grant.member;
    for (const address of [to, reportedRecipient]) {
      const account = address === undefined ? undefined : await this.deps.members.findByEmail(address);
      if (account) return account.id;
    }
    return undefined;
  }
}
