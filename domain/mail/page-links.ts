/** The pages a mail links to. */
export type LinkedPage = 'activation' | 'password_reset' | 'email_change' | 'reactivation' | 'reset_request' | 'home';

/**
 * Where a mail's link leads: the web's page paths and the domain's configured origin are the bff's to know, never
 * the request's Host. The token, when the page takes one, travels in the query.
 */
export interface PageLinks {
  to(domain: string, page: LinkedPage, token?: string): Promise<string>;
}
