import { Router, type Response } from 'express';
import type { PaymentDetail } from '../../domain/operators/payments/list-payments';
import type { PaymentRefund, PaymentRow } from '../../domain/operators/payments/payment-refunds';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import {
  adminPaymentIdParams,
  adminPaymentsQuery,
  adminRefundBody,
  adminReversalBody,
  type ApiAdminPayment,
  type ApiAdminPaymentDetail,
  type ApiAdminPaymentPage,
  type ApiAdminRefund,
} from '../contract/admin-payment-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;
const DAY_MS = 24 * 60 * 60 * 1000;

const apiPayment = ({ payment, memberEmail, refunded, reversed }: PaymentRow): ApiAdminPayment => ({
  payment_id: payment.paymentId,
  member_id: payment.memberId || null,
  member_email: memberEmail,
  domain: payment.domain,
  credits: payment.credits,
  amount: payment.amount,
  currency: payment.currency,
  method: payment.method,
  status: payment.status,
  provider: payment.provider,
  created_at: payment.createdAt.toISOString(),
  paid_at: payment.paidAt?.toISOString() ?? null,
  refunded,
  reversed,
});

const apiRefund = (refund: PaymentRefund): ApiAdminRefund => ({
  id: refund.id,
  kind: refund.kind,
  status: refund.status,
  amount: refund.amount,
  credits_taken: refund.creditsTaken,
  debt: refund.debt,
  reason: refund.reason,
  source: refund.source,
  provider_ref: refund.providerRef,
  created_at: refund.createdAt.toISOString(),
});

export const apiPaymentDetail = (detail: PaymentDetail): ApiAdminPaymentDetail => ({
  ...apiPayment(detail),
  discount_code: detail.payment.discountCode,
  list_amount: detail.payment.listAmount,
  provider_ref: detail.payment.providerRef,
  refundable: detail.refundable,
  refunds: detail.refunds.map(apiRefund),
});

/**
 * /api/admin/payments (issue 25, decision 0076): finance lists payments, opens one with its refunds, refunds it
 * through the gateway and marks it reversed. Mounted inside the admin router: its cookie, CSRF guard and error mapping.
 */
export function adminPaymentRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const idOf = (params: unknown) => parseInput(adminPaymentIdParams, params).id;

  router.get('/', requireOperator('payments.view'), async (req, res) => {
    const query = parseInput(adminPaymentsQuery, req.query);
    const page = await o.listPayments.run(
      actorOf(res),
      {
        ...(query.status ? { status: query.status } : {}),
        ...(query.method ? { method: query.method } : {}),
        ...(query.domain ? { domain: query.domain } : {}),
        ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
        ...(query.until ? { until: new Date(Date.parse(`${query.until}T00:00:00Z`) + DAY_MS) } : {}),
        ...(query.member !== undefined ? { memberId: memberId(query.member) } : {}),
        ...(query.email ? { email: query.email } : {}),
      },
      query.before,
    );
    res.json({ payments: page.rows.map(apiPayment), next: page.next ?? null } satisfies ApiAdminPaymentPage);
  });

  router.get('/:id', requireOperator('payments.view'), async (req, res) => {
    res.json(apiPaymentDetail(await o.showPayment.run(actorOf(res), idOf(req.params))));
  });

  router.post('/:id/refunds', requireOperator('payments.refund'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminRefundBody, req.body);
    await o.refundPayment.run(actorOf(res), id, { ...(body.amount !== undefined ? { amount: body.amount } : {}), reason: body.reason, idempotencyKey: body.idempotency_key });
    res.json(apiPaymentDetail(await o.showPayment.run(actorOf(res), id)));
  });

  router.post('/:id/reversal', requireOperator('payments.refund'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminReversalBody, req.body);
    await o.reversePayment.run(actorOf(res), id, body);
    res.json(apiPaymentDetail(await o.showPayment.run(actorOf(res), id)));
  });

  return router;
}
