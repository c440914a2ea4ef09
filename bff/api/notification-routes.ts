import { Router } from 'express';
import type { MailRecipient } from '../../domain/notifications/email-preferences';
import type { AppDependencies } from '../app-dependencies';
import { emailSettingsBody, type ApiEmailSettings } from '../contract/notification-requests';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';

export const toApiEmailSettings = (settings: MailRecipient): ApiEmailSettings => ({
  preferences: settings.preferences,
  notifications_disabled: settings.notificationsDisabled,
});

/**
 * Her e-mail preferences (docs/api.md "E-mail preferences", SPEC §2 /notifications): GET reads, PUT saves the switches
 * she changed and may turn her mail back on. Only her own: the member is the session's, never a parameter.
 */
export function notificationRoutes(deps: Pick<AppDependencies, 'emailSettings'>): Router {
  const router = Router();
  router.use('/notifications.php', requireMember);

  router.get('/notifications.php', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ notifications: toApiEmailSettings(await deps.emailSettings.read.run(contextOf(res).memberId!)) });
  });

  router.put('/notifications.php', async (req, res) => {
    const body = parseInput(emailSettingsBody, req.body);
    const after = await deps.emailSettings.change.run(contextOf(res).memberId!, { preferences: body.preferences, turnMailOn: body.enable_mail === true });
    res.json({ notifications: toApiEmailSettings(after) });
  });
  return router;
}
