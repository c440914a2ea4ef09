import type { Response } from 'express';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { MemberId } from '../../domain/shared/ids';

/** What the middleware learns about a request, kept on res.locals. */
export interface RequestContext {
  requestId: string;
  cspNonce: string;
  /** The session token from the cookie, when it names a live session. */
  sessionToken?: string;
  memberId?: MemberId;
  settings: SiteSettings;
  /** The visitor arrived through a traffic source (SPEC §3 tracking data), now or earlier. */
  trafficSource: boolean;
}

export const contextOf = (res: Response): RequestContext => res.locals as RequestContext;
