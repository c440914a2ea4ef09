import { Router, type Response } from 'express';
import type { MemberAccountView } from '../../domain/operators/members/show-member-account';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import {
  adminCreditCorrectionBody,
  adminMemberIdParams,
  adminMemberSearchQuery,
  type ApiMemberAccount,
  type ApiMemberSearch,
} from '../contract/admin-member-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

const apiAccount = (view: MemberAccountView): ApiMemberAccount => ({
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
  photos: view.photos.map((photo) => ({ id: photo.id, is_private: photo.isPrivate })),
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
    res.json(apiAccount(await o.showMemberAccount.run(actorOf(res), idOf(req.params))));
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

  return router;
}
