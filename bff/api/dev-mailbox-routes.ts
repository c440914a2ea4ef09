import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';

/** The development-only mailbox: the outbox's mails, readable in a browser. Never mounted in production. */
export function devMailboxRoutes(_deps: AppDependencies): Router {
  const router = Router();
  return router;
}
