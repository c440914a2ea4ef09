import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { InputError } from '../http/input-error';

type Deps = Pick<AppDependencies, 'unsubscribe' | 'config' | 'logger'>;

/** A report quotes the mail it is about; 1 MB holds any of ours with room to spare. */
const MAX_REPORT = '1mb';

/** The media types a report arrives as: the whole inbound message, or the report itself with its type in the HTTP header. */
const REPORT_TYPES = ['message/rfc822', 'multipart/report', 'text/plain'];

/** Compared as SHA-256 digests: constant time whatever the lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
}

/**
 * Complaints and bounces (docs/api.md "Unsubscribe and mail feedback", decision 0057): the mail server's inbound hook
 * for its feedback and bounce addresses posts each message here, with `Authorization: Bearer <MAIL_FEEDBACK_SECRET>`.
 * Without that secret nothing is read and nothing changes (401): nobody else can disable a member's mail. Unset in
 * the configuration, the endpoint refuses everything.
 */
export function mailFeedbackRoutes(deps: Deps): Router {
  const router = Router();

  router.post(
    '/mail-feedback.php',
    (req, res, next) => {
      const secret = deps.config.mailFeedbackSecret;
      const given = bearerOf(req);
      if (!secret || given === undefined || !sameSecret(given, secret)) {
        req.log.warn({ configured: Boolean(secret), given: given !== undefined }, 'mail feedback refused: no valid secret');
        res.set('WWW-Authenticate', 'Bearer realm="mail-feedback"').status(401).json({ error: 'authentication required' });
        return;
      }
      next();
    },
    express.text({ type: REPORT_TYPES, limit: MAX_REPORT, defaultCharset: 'utf-8' }),
    async (req, res) => {
      if (typeof req.body !== 'string' || req.body.trim() === '') throw new InputError('body', 'a message/rfc822 or multipart/report message');
      const contentType = req.get('content-type') ?? '';
      // A bare report: its boundary is in the HTTP header, so it leads the message as its Content-Type.
      const raw = /^multipart\/report/i.test(contentType) ? `Content-Type: ${contentType.replace(/[\r\n]/g, ' ')}\r\n\r\n${req.body}` : req.body;
      const outcome = await deps.unsubscribe.recordFeedback.run(raw);
      req.log.info({ result: outcome.result, reason: 'reason' in outcome ? outcome.reason : undefined, because: 'because' in outcome ? outcome.because : undefined, members: outcome.members }, 'mail feedback recorded');
      res.json({
        result: outcome.result,
        ...('reason' in outcome ? { reason: outcome.reason } : {}),
        ...('topic' in outcome ? { topic: outcome.topic } : {}),
        ...('because' in outcome ? { because: outcome.because } : {}),
        members: outcome.members.length,
      });
    },
  );

  return router;
}
