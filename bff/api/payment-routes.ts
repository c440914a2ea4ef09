import express, { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { checkoutBody, paymentQuery, paymentWebhookBody, repeatOrderBody, sandboxCheckoutQuery, sandboxOutcomeBody } from '../contract/payment-requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiCreditOffer, toApiPayment, toApiSandboxCheckout } from '../payment-presenters';

type Deps = Pick<AppDependencies, 'payments' | 'clock' | 'idempotencyKeys'>;

/** Credits and payments (docs/api.md "Credits and payments"; issue 12). */
export function paymentRoutes(deps: Deps): Router {
  const router = Router();
  const { payments } = deps;
  const once = idempotent(deps);
  router.use(['/checkout.php', '/repeat-order.php', '/payment.php', '/transactions.php', '/sandbox-checkout.php'], requireMember);

  // Public: the prices are no secret (/pricing); a member also gets her country's bundles and her active discount.
  router.get('/credits.php', async (_req, res) => {
    const context = contextOf(res);
    const offer = await payments.offerCredits.run(context.memberId, context.settings.domain);
    res.set('Cache-Control', 'no-store');
    res.json({ offer: toApiCreditOffer(offer, deps.clock.now()) });
  });

  router.post('/checkout.php', once, async (req, res) => {
    const body = parseInput(checkoutBody, req.body);
    const context = contextOf(res);
    const started = await payments.startCheckout.run({
      memberId: context.memberId!,
      domain: context.settings.domain,
      bundleId: body.bundle_id,
      method: body.method,
      ...(body.discount_code ? { discountCode: body.discount_code } : {}),
    });
    res.status(201).json({ payment: toApiPayment(started.payment), checkout_url: started.checkoutUrl });
  });

  router.post('/repeat-order.php', once, async (req, res) => {
    const body = parseInput(repeatOrderBody, req.body);
    const context = contextOf(res);
    const started = await payments.repeatOrder.run(context.memberId!, context.settings.domain, body.method);
    res.status(201).json({ payment: toApiPayment(started.payment), checkout_url: started.checkoutUrl });
  });

  router.get('/payment.php', async (req, res) => {
    const { payment_id } = parseInput(paymentQuery, req.query);
    const payment = await payments.memberPayments.one(contextOf(res).memberId!, payment_id);
    res.set('Cache-Control', 'no-store');
    res.json({ payment: toApiPayment(payment) });
  });

  router.get('/transactions.php', async (_req, res) => {
    const all = await payments.memberPayments.all(contextOf(res).memberId!);
    res.json({ payments: all.map(toApiPayment) });
  });

  // The provider's notification: only its id is read, the status is asked of the provider. Unknown ids answer 200
  // (nothing to retry); a provider that cannot be asked makes this a 5xx, so it notifies again.
  router.post('/payment-webhook.php', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const { id } = parseInput(paymentWebhookBody, req.body);
    await payments.applyGatewayStatus.run(id);
    res.status(200).type('text/plain').send('ok');
  });

  router.get('/sandbox-checkout.php', async (req, res) => {
    const { ref } = parseInput(sandboxCheckoutQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json({ checkout: toApiSandboxCheckout(await payments.sandboxCheckout.view(contextOf(res).memberId!, ref)) });
  });

  router.post('/sandbox-checkout.php', async (req, res) => {
    const { ref, outcome } = parseInput(sandboxOutcomeBody, req.body);
    const redirect = await payments.sandboxCheckout.decide(contextOf(res).memberId!, ref, outcome);
    res.json({ redirect_url: new URL(redirect).pathname });
  });

  return router;
}
