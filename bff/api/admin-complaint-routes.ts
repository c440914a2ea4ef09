import { Router } from 'express';
import { complaintId } from '../../domain/moderation/complaint-queue';
import type { ListedComplaint } from '../../domain/moderation/list-complaints';
import type { AppDependencies } from '../app-dependencies';
import { adminComplaintIdParams, adminComplaintsQuery, adminResolveComplaintBody, type ApiQueuedComplaint } from '../contract/admin-complaint-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators'>;

const apiComplaint = (complaint: ListedComplaint): ApiQueuedComplaint => ({
  id: complaint.id,
  reference: complaint.reference,
  member_id: complaint.member ?? null,
  email: complaint.email,
  category: complaint.category,
  description: complaint.description,
  at: complaint.at.toISOString(),
  status: complaint.status,
  assignee_id: complaint.assignee ?? null,
  assignee_name: complaint.assigneeName ?? null,
  resolved_by: complaint.resolvedBy ?? null,
  resolved_at: complaint.resolvedAt?.toISOString() ?? null,
  resolution_note: complaint.resolutionNote ?? null,
});

/**
 * Decisions 0081, 0082: the complaints from the footer's form under /api/admin/complaints — moderators and admins
 * (`reports.work`); the use cases refuse the others too. Mounted inside the admin router: its cookie, CSRF rule and
 * error mapping apply.
 */
export function adminComplaintRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const actor = (res: Parameters<typeof operatorContextOf>[0]) => operatorContextOf(res).operator!.actor;

  router.get('/', requireOperator('reports.work'), async (req, res) => {
    const { status } = parseInput(adminComplaintsQuery, req.query);
    const complaints = await o.listComplaints.run(actor(res), status ?? 'open');
    res.json({ complaints: complaints.map(apiComplaint) });
  });

  router.post('/:id/assign', requireOperator('reports.work'), async (req, res) => {
    const { id } = parseInput(adminComplaintIdParams, req.params);
    await o.assignComplaint.run(actor(res), complaintId(id));
    res.json({ ok: true });
  });

  router.post('/:id/resolve', requireOperator('reports.work'), async (req, res) => {
    const { id } = parseInput(adminComplaintIdParams, req.params);
    const { note } = parseInput(adminResolveComplaintBody, req.body);
    await o.resolveComplaint.run(actor(res), complaintId(id), note);
    res.json({ ok: true });
  });

  return router;
}
