import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';

/** Language and location (PUT user.php), push subscription (POST user.php?push=1), photos, geocode. */
export function profileSettingsRoutes(_deps: AppDependencies): Router {
  const router = Router();
  return router;
}
