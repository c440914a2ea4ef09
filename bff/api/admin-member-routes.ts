import { Router, type Response } from 'express';
import type { MemberAccountView } from '../../domain/operators/members/show-member-account';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import {
  adminCreditCorrectionBody,
  adminMemberDeleteBody,
  adminMemberEmailBody,
  adminMemberEraseBody,
  adminMemberIdParams,
  adminMemberLiftSuspensionBody,
  adminMemberSuspendBody,
  adminMemberSearchQuery,
  type ApiMemberAccount,
  type ApiMemberSearch,
  type ApiMemberSuspended,
} from '../contract/admin-member-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'operators'>;

/** A stored path as the back office may load it: a public one under the cdn_prefix; a private one is not linked. */
const isPrivatePath = (path: string) => path.startsWith('private/');

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

const apiAccount = (view: MemberAccountView, cdnPrefix: string): ApiMemberAccount => ({
  id: view.member.id,
  email: view.member.email,
  status: view.member.status,
  credits: view.member.credits,
  ledger_sum: view.ledgerSum,
  free_messages: view.member.freeMessages,
  paid_user: view.member.paidUser,
  language: view.member.language,
  signup_date: view.member.signupDate.toISOString(),
  active_sessions: view.activeSessions,
  profile: { name: view.member.profile.name, gender: view.member.profile.gender, country: view.member.profile.country, city: view.member.profile.city, status: view.member.profile.status },
  // A private photo's link is good only with the member's own session (decision 0043): the back office shows public thumbnails.
  photos: view.photos.map((photo) => ({
    id: photo.id,
    is_private: photo.isPrivate,
    thumb: photo.isPrivate || isPrivatePath(photo.thumb_filename) ? null : `${cdnPrefix}${photo.thumb_filename}`,
  })),
  payments: view.payments.map((payment) => ({
    payment_id: payment.paymentId,
    credits: payment.credits,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
  })),
  ledger: view.ledger.map((entry) => ({ amount: entry.amount, reason: entry.reason, reference: entry.reference ?? null, at: entry.at.toISOString() })),
  tracking: view.tracking && { network: view.tracking.network, ref: view.tracking.ref, sub1: view.tracking.sub1, sub2: view.tracking.sub2, sub3: view.tracking.sub3 },
  erased_at: view.erasedAt?.toISOString() ?? null,
});

/**
 * /api/admin/members (issue 25, decision 0073): support finds a member and opens her account, ends her sessions and
 * sends her activation mail again; finance corrects her credits. Mounted inside the admin router: its cookie, CSRF
 * guard and error mapping apply.
 */
export function adminMemberRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const idOf = (params: unknown) => memberId(parseInput(adminMemberIdParams, params).id);

  router.get('/', requireOperator('members.view'), async (req, res) => {
    const { q } = parseInput(adminMemberSearchQuery, req.query);
    const found = await o.findMembers.run(actorOf(res), q);
    res.json({
      by: found.query.by,
      members: found.members.map((m) => ({ id: m.id, email: m.email, name: m.name, status: m.status, credits: m.credits, signup_date: m.signupDate.toISOString() })),
    } satisfies ApiMemberSearch);
  });

  router.get('/:id', requireOperator('members.view'), async (req, res) => {
    res.json(apiAccount(await o.showMemberAccount.run(actorOf(res), idOf(req.params)), contextOf(res).settings.cdn_prefix));
  });

  router.post('/:id/end-sessions', requireOperator('members.edit'), async (req, res) => {
    res.json(await o.endMemberSessions.run(actorOf(res), idOf(req.params)));
  });

  router.post('/:id/credits', requireOperator('credits.correct'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminCreditCorrectionBody, req.body);
    res.json(await o.correctCredits.run(actorOf(res), id, body));
  });

  router.post('/:id/resend-activation', requireOperator('mail.resend'), async (req, res) => {
    const { settings } = contextOf(res);
    await o.resendMemberActivation.run(actorOf(res), idOf(req.params), { domain: settings.domain, linkHours: settings.activation_link_hours });
    res.json({ ok: true });
  });

  // Decision 0079: her address changed at once, her account deleted as she would, the GDPR export and erasure.
  router.post('/:id/email', requireOperator('members.edit'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminMemberEmailBody, req.body);
    res.json(await o.changeMemberEmail.run(actorOf(res), id, { ...body, domain: contextOf(res).settings.domain }));
  });

  router.post('/:id/delete', requireOperator('members.edit'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminMemberDeleteBody, req.body);
    await o.deleteMemberAccount.run(actorOf(res), id, { ...body, domain: contextOf(res).settings.domain });
    res.json({ ok: true });
  });

  // Decision 0072: a moderator suspends her (for days or for good) or lifts her suspension without a report.
  router.post('/:id/suspend', requireOperator('members.suspend'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminMemberSuspendBody, req.body);
    res.json((await o.suspendMember.run(actorOf(res), id, { ...body, domain: contextOf(res).settings.domain })) satisfies ApiMemberSuspended);
  });

  router.post('/:id/lift-suspension', requireOperator('members.suspend'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminMemberLiftSuspensionBody, req.body);
    await o.liftSuspension.run(actorOf(res), id, { ...body, domain: contextOf(res).settings.domain });
    res.json({ ok: true });
  });

  router.get('/:id/export', requireOperator('gdpr.handle'), async (req, res) => {
    const id = idOf(req.params);
    const { cdn_prefix } = contextOf(res).settings;
    // The file lists where her photos are: public ones under the cdn_prefix, private ones by their stored path.
    const data = await o.exportMemberForGdpr.run(actorOf(res), id, (file) => (isPrivatePath(file) ? file : `${cdn_prefix}${file}`));
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', `attachment; filename="hartslag-gdpr-member-${id}.json"`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.post('/:id/erase', requireOperator('gdpr.handle'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminMemberEraseBody, req.body);
    res.json(await o.eraseMember.run(actorOf(res), id, body));
  });

  return router;
}
