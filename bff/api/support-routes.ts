import { Router } from 'express';
import { conversationId, memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { complaintBody, reportBody } from '../contract/support-requests';
import { InputError, parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'support'>;

/** Reports of members and conversations, and complaints (docs/api.md "Reports and complaints"). */
export function supportRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/report.php', requireMember, async (req, res) => {
    const body = parseInput(reportBody, req.body);
    if ((body.profile_id === undefined) === (body.conversation_id === undefined)) throw new InputError('profile_id', 'one_of_profile_or_conversation');
    const { memberId: me, settings } = contextOf(res);
    const target = body.profile_id !== undefined ? { profile: memberId(body.profile_id) } : { conversation: conversationId(body.conversation_id!) };
    const { reference } = await deps.support.reportMember.run({ reporter: me!, target, reason: body.reason, text: body.text, domain: settings.domain });
    res.status(201).json({ reference });
  });

  // Visitors and members (SPEC §2 /complaints). The client address is what the bff's configured proxies say it is.
  router.post('/complaint.php', async (req, res) => {
    const body = parseInput(complaintBody, req.body);
    const { memberId: me, settings } = contextOf(res);
    const { reference } = await deps.support.fileComplaint.run({
      member: me,
      email: body.email,
      category: body.category,
      description: body.description,
      domain: settings.domain,
      clientKey: `ip:${req.ip ?? 'unknown'}`,
    });
    res.status(201).json({ reference });
  });

  return router;
}
