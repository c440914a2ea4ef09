import { Router } from 'express';
import { SMS_CODE_VALID_MINUTES } from '../../domain/direct-debit/sms-code';
import type { AppDependencies } from '../app-dependencies';
import { directDebitBody, directDebitCodeBody } from '../contract/direct-debit-requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiPayment } from '../payment-presenters';

/**
 * Direct debit (docs/api.md "Direct debit", SPEC §2 /directdebit): an SMS code, then the order. Member-only; both
 * calls take an Idempotency-Key. The IBAN, the number and the code are never logged (bff/logger.ts logs no bodies).
 */
export function directDebitRoutes(deps: Pick<AppDependencies, 'directDebit' | 'clock' | 'idempotencyKeys'>): Router {
  const router = Router();
  router.use(['/directdebit-code.php', '/directdebit.php'], requireMember);
  const once = idempotent(deps);

  router.post('/directdebit-code.php', once, async (req, res) => {
    const { mobile } = parseInput(directDebitCodeBody, req.body);
    const context = contextOf(res);
    await deps.directDebit.requestCode.run({ memberId: context.memberId!, domain: context.settings.domain, mobile });
    res.json({ ok: true, expires_in: SMS_CODE_VALID_MINUTES * 60 });
  });

  router.post('/directdebit.php', once, async (req, res) => {
    const body = parseInput(directDebitBody, req.body);
    const context = contextOf(res);
    const ordered = await deps.directDebit.order.run({
      memberId: context.memberId!,
      domain: context.settings.domain,
      bundleId: body.bundle_id,
      mandate: {
        accountHolder: body.account_holder,
        iban: body.iban,
        street: body.street,
        houseNumber: body.house_number,
        postcode: body.postcode,
        city: body.city,
        mobile: body.mobile,
      },
      smsCode: body.sms_code,
      ...(body.discount_code ? { discountCode: body.discount_code } : {}),
    });
    res.status(201).json({ payment: toApiPayment(ordered.payment), credits: ordered.balance });
  });

  return router;
}
