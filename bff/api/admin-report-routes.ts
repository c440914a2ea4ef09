import { Router } from 'express';
import type { QueuedReport } from '../../domain/moderation/report-queue';
import { reportId } from '../../domain/moderation/report-queue';
import type { ReportDetails } from '../../domain/moderation/show-report';
import type { AppDependencies } from '../app-dependencies';
import { adminReportIdParams, adminReportsQuery, adminResolveReportBody, type ApiQueuedReport, type ApiReportDetails } from '../contract/admin-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators'>;

const apiReport = (report: QueuedReport): ApiQueuedReport => ({
  id: report.id,
  reference: report.reference,
  reporter_id: report.reporter ?? null,
  reported_id: report.reported ?? null,
  conversation_id: report.conversation ?? null,
  reason: report.reason,
  text: report.text,
  at: report.at.toISOString(),
  status: report.status,
  assignee_id: report.assignee ?? null,
  outcome: report.outcome ?? null,
  resolved_at: report.resolvedAt?.toISOString() ?? null,
});

const apiDetails = (details: ReportDetails): ApiReportDetails => ({
  report: apiReport(details.report),
  reporter_name: details.reporterName ?? null,
  reported: details.reported
    ? {
        id: details.reported.id,
        name: details.reported.name,
        email: details.reported.email,
        status: details.reported.status,
        suspended_until: details.reported.suspension?.until?.toISOString() ?? null,
        suspended_for_good: details.reported.suspension !== undefined && details.reported.suspension.until === null,
        photos: details.reported.photos.map((photo) => ({ photo_id: photo.photoId!, review_id: photo.id, state: photo.state, image: `/api/admin/photos/${photo.id}/image?size=thumb` })),
      }
    : null,
  excerpt: details.excerpt.map((message) => ({ id: message.id, sender_id: message.senderId, body: message.body, at: message.sentAt.toISOString() })),
  reporter_history: details.reporterHistory.map(apiReport),
});

/**
 * Decision 0072: the moderators' report queue under /api/admin/reports — moderators and admins (`reports.work`); the
 * use cases refuse the others too. Mounted inside the admin router: its cookie, CSRF rule and error mapping apply.
 */
export function adminReportRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const actor = (res: Parameters<typeof operatorContextOf>[0]) => operatorContextOf(res).operator!.actor;

  router.get('/', requireOperator('reports.work'), async (req, res) => {
    const { status } = parseInput(adminReportsQuery, req.query);
    const reports = await o.listReports.run(actor(res), status ?? 'open');
    res.json({ reports: reports.map(apiReport) });
  });

  router.get('/:id', requireOperator('reports.work'), async (req, res) => {
    const { id } = parseInput(adminReportIdParams, req.params);
    res.json(apiDetails(await o.showReport.run(actor(res), reportId(id))));
  });

  router.post('/:id/assign', requireOperator('reports.work'), async (req, res) => {
    const { id } = parseInput(adminReportIdParams, req.params);
    await o.assignReport.run(actor(res), reportId(id));
    res.json({ ok: true });
  });

  router.post('/:id/resolve', requireOperator('reports.work'), async (req, res) => {
    const { id } = parseInput(adminReportIdParams, req.params);
    const body = parseInput(adminResolveReportBody, req.body);
    await o.resolveReport.run(actor(res), reportId(id), { outcome: body.outcome, reason: body.reason, days: body.days, photoId: body.photo_id, photoReason: body.photo_reason });
    res.json({ ok: true });
  });

  return router;
}
