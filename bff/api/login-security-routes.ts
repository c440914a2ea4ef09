import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';

/** Password reset and change, email change. */
export function loginSecurityRoutes(_deps: AppDependencies): Router {
  const router = Router();
  return router;
}
