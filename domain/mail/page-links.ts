/** The pages a mail links to. */
export type LinkedPage =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'reactivation'
  | 'reset_request'
  | 'home'
  /** Issue 23, the reminders and weekly updates (decision 0059); a conversation is `${to('chats')}/${id}`. */
  | 'chats'
  | 'likes'
  | 'members'
  | 'profile'
  | 'credits'
  /** "Wie bekeek mij" (decision 0068), linked from the weekly update's visitors line. */
  | 'visitors'
  /** The footer's unsubscribe page: shows what stops, confirms in one click (decision 0057). */
  | 'unsubscribe'
  /** The List-Unsubscribe one-click URL a mail client POSTs to (RFC 8058). */
  | 'unsubscribe_one_click'
  /** Her e-mail preferences (SPEC §2 /notifications). */
  | 'notifications'
  /** Decision 0083: an operator's one-time set-up link (the back office's /admin/setup). */
  | 'operator_setup';

/**
 * Where a mail's link leads: the web's page paths and the domain's configured origin are the bff's to know, never
 * the request's Host. The token, when the page takes one, travels in the query.
 */
export interface PageLinks {
  to(domain: string, page: LinkedPage, token?: string): Promise<string>;
  /**
   * The links of one domain, read now: for work inside a transaction, which must not read settings through another
   * connection (on PGlite the transaction holds the only one).
   */
  of(domain: string): Promise<DomainPageLinks>;
}

/** A domain's links, ready: making one reads nothing. */
export interface DomainPageLinks {
  readonly domain: string;
  to(page: LinkedPage, token?: string): string;
}
