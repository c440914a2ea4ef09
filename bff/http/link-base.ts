import type { Request } from 'express';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { Config } from '../config';

/**
 * The origin links in mails point to. Never taken from a Host header in production: a forged Host would
 * send a reset link to an attacker's site. PUBLIC_URL wins; then the domain's own settings; only outside
 * production the request's origin (localhost with its port).
 */
export function linkBase(req: Request, settings: SiteSettings, config: Config): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
  if (config.production) return `https://${settings.domain}`;
  return `${req.protocol}://${req.get('host')}`;
}
