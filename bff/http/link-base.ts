import type { SiteSettings } from '../../domain/settings/site-settings';

/**
 * The origin links in mails point to: the domain's configured base URL, never the request's Host or
 * X-Forwarded-Host — a forged Host would otherwise mail a reset link to an attacker's site.
 */
export const linkBase = (settings: SiteSettings): string => settings.base_url;
