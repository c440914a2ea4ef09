import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';

/** Blocks, invisible mode, data export, deletion and reactivation. */
export function accountClosureRoutes(_deps: AppDependencies): Router {
  const router = Router();
  return router;
}
