/** The mails the product sends. Each has a localised subject, HTML and text part, and the company footer. */
export type MailTemplate =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'reactivation'
  | 'password_changed'
  | 'email_changed'
  | 'report'
  | 'complaint'
  | 'payment_confirmation'
  | 'direct_debit_confirmation'
  // Issue 23, decision 0056: someone wrote, liked or matched (domain/notifications/notice-mail.ts).
  | 'notice_new_conversation'
  | 'notice_new_message'
  | 'notice_like'
  | 'notice_match'
  // Issue 23, decision 0059: the reminder jobs (domain/notifications/reminders*.ts, weekly-update.ts).
  | 'unread_reminder'
  | 'weekly_update'
  | 'promotion'
  | 'reminder'
  // Issue 25, decision 0072: a moderator warned or suspended her.
  | 'member_warned'
  | 'member_suspended'
  // Decision 0084: her suspension was lifted, by a moderator or because its period ended.
  | 'member_suspension_lifted'
  // Issue 25, decision 0075: a moderator took one of her photos down.
  | 'photo_rejected'
  // Issue 25, decision 0076: finance refunded her payment, or her bank reversed it.
  | 'payment_refunded'
  | 'payment_reversed'
  // Issue 25, decision 0083: an operator made from the back office chooses her password through this link.
  | 'operator_setup'
  // Issue 25, decision 0082: a moderator answered her complaint.
  | 'complaint_answered';

export interface OutgoingMail {
  readonly to: string;
  /**
   * The member the mail is for: set on every mail to a member, so the preference gate reads her current choices at
   * delivery (decision 0056). Only a mail to someone who is not (yet) a member leaves it out, and then only a
   * transactional one is sent.
   */
  readonly memberId?: number;
  readonly template: MailTemplate;
  /** nl, en, … (falls back to nl). */
  readonly locale: string;
  /** The domain the member uses: its settings give the site name and the company details. */
  readonly domain: string;
  /** The member's profile name, for the greeting. */
  readonly name: string;
  /** The other member a notice is about (who wrote, liked or matched): her profile name, `{other}` in the copy. */
  readonly otherName?: string;
  /** The absolute link the mail is about. */
  readonly link: string;
  /** Numbers the mail tells (a weekly update's new likes, the conversations that wait), worded by its template's copy. */
  readonly counts?: Readonly<Record<string, number>>;
  /** Links of the lines the copy words from `counts`, by the count's name (the weekly update's visitors → /visitors). */
  readonly lineLinks?: Readonly<Record<string, string>>;
  /**
   * Labelled facts the mail lists (a report's reference, reason and text): plain text, escaped where shown. An empty
   * label shows the value alone (a moderator's reason in a warning or suspension, decision 0072).
   */
  readonly facts?: readonly (readonly [label: string, value: string])[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** A mail as the outbox keeps it: rendered, for the development mailbox and tests. */
export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly template: string;
  readonly createdAt: Date;
  /** Header fields it was sent with beyond address and subject: List-Unsubscribe and List-Unsubscribe-Post (decision 0057). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Reads the mails kept instead of sent (no SMTP configured): newest first. */
export interface MailOutbox {
  list(limit: number): Promise<OutboxMail[]>;
  find(id: number): Promise<OutboxMail | undefined>;
  latestTo(to: string): Promise<OutboxMail | undefined>;
}
