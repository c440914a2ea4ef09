import type { DomainPageLinks, LinkedPage, PageLinks } from '../../domain/mail/page-links';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';

/** The web's page for each link of a mail (web/pages/...). */
export const LINKED_PAGE_PATHS: Readonly<Record<LinkedPage, string>> = {
  // The page posts the token, so a mail scanner's prefetch confirms nothing.
  activation: '/complete-signup',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  reactivation: '/account-deleted',
  reset_request: '/reset-password',
  home: '/',
  chats: '/chats',
  likes: '/likes',
  members: '/members',
  profile: '/profile',
  credits: '/credits',
  visitors: '/visitors',
  // Decision 0057: the footer's link opens a page that confirms with one button; mail clients POST the one-click URL.
  unsubscribe: '/unsubscribe',
  unsubscribe_one_click: '/api/unsubscribe.php',
  notifications: '/notifications',
  operator_setup: '/admin/setup',
};

/** Links at the domain's configured base URL (settings.base_url): a forged Host never reaches a mail. */
export class SitePageLinks implements PageLinks {
  constructor(private readonly settings: SiteSettingsStore) {}

  async to(domain: string, page: LinkedPage, token?: string): Promise<string> {
    return (await this.of(domain)).to(page, token);
  }

  async of(domain: string): Promise<DomainPageLinks> {
    const { base_url } = await this.settings.forDomain(domain);
    return {
      domain,
      to: (page, token) => `${base_url}${LINKED_PAGE_PATHS[page]}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    };
  }
}
