import type { Mailer, OutgoingMail } from '../mail/mailer';
import type { MailTransport } from '../outbox/outbox';
import { memberId } from '../shared/ids';
import { mailCategoryOf, mayMail, type MailCategory } from './email-preferences';
import type { EmailPreferencesStore } from './ports';

/** Why a mail was not sent: her preference for it is off, her notifications are disabled, or it names no member to ask. */
export type SuppressedBecause = 'preference_off' | 'notifications_disabled' | 'no_member';

export type GateDecision =
  | { readonly send: true; readonly category: MailCategory }
  | { readonly send: false; readonly category: MailCategory; readonly because: SuppressedBecause };

/**
 * Decides at delivery whether a mail may go (decision 0056): a preference turned off after the mail was queued still
 * stops it. Transactional mail goes without a look at the store. Any other mail must name its member (`memberId`);
 * one that does not is held back, as one to a member who no longer exists: no mail but a transactional one goes to
 * someone whose choices cannot be read.
 */
export class MailPreferenceGate {
  constructor(private readonly preferences: EmailPreferencesStore) {}

  async decide(mail: OutgoingMail): Promise<GateDecision> {
    const category = mailCategoryOf(mail.template);
    if (category === 'transactional') return { send: true, category };
    const recipient = mail.memberId === undefined ? undefined : await this.preferences.recipientOf(memberId(mail.memberId));
    if (!recipient) return { send: false, category, because: 'no_member' };
    if (mayMail(recipient, category)) return { send: true, category };
    return { send: false, category, because: recipient.notificationsDisabled.length > 0 ? 'notifications_disabled' : 'preference_off' };
  }
}

/** Told of each mail the gate held back (the wiring logs it: member id, template, why; never the address). */
export type OnSuppressed = (mail: OutgoingMail, decision: Extract<GateDecision, { send: false }>) => void;

/**
 * The MailTransport the outbox worker is given: asks the gate, then hands the mail on or drops it. A dropped mail
 * returns normally, so its outbox row ends delivered (suppressed, logged) and is never tried again.
 */
export class PreferenceGatedMailTransport implements MailTransport {
  constructor(private readonly inner: MailTransport, private readonly gate: MailPreferenceGate, private readonly onSuppressed: OnSuppressed = () => {}) {}

  async deliver(mail: OutgoingMail, messageId: string): Promise<void> {
    const decision = await this.gate.decide(mail);
    if (decision.send) await this.inner.deliver(mail, messageId);
    else this.onSuppressed(mail, decision);
  }
}

/** The same gate in front of a Mailer that delivers at once (the in-memory wiring of features and fast tests). */
export class PreferenceGatedMailer implements Mailer {
  constructor(private readonly inner: Mailer, private readonly gate: MailPreferenceGate, private readonly onSuppressed: OnSuppressed = () => {}) {}

  async send(mail: OutgoingMail): Promise<void> {
    const decision = await this.gate.decide(mail);
    if (decision.send) await this.inner.send(mail);
    else this.onSuppressed(mail, decision);
  }
}
