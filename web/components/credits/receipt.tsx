import { Printer, Receipt as ReceiptIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { createGlobalStyle } from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { creditedBeforeCollection } from '../../../domain/direct-debit/collection';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { Button, Card } from '../ui';
import { centsOf } from '../../i18n/money';
import { useDateTime, useMoney } from './money';
import { methodKey } from './method-names';
import { Figure } from './parts';
import { StatusPill } from './status-pill';

/** On paper only the receipt: not the bars, the footer or the buttons around it. */
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body { background: ${(p) => p.theme.colors.surface}; }
    body header, body footer, body nav, .no-print { display: none !important; }
    #payment-receipt { box-shadow: none; border: 1px solid ${(p) => p.theme.colors.textMuted}; }
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2)};
  ${up('sm')} {
    padding: ${(p) => p.theme.space(3)};
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
    flex-wrap: wrap;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  dt,
  dd {
    margin: 0;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    padding-right: ${(p) => p.theme.space(2)};
  }
  dd {
    text-align: right;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .ref {
    font-size: ${(p) => p.theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
  .total {
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 800;
    color: ${(p) => p.theme.colors.text};
  }
  address {
    font-style: normal;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.6;
    strong,
    span {
      display: block;
    }
    strong {
      color: ${(p) => p.theme.colors.text};
    }
  }
  .small {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A payment's receipt (issue 12): what was bought, paid and how, and who sold it (company details and VAT numbers). */
export const Receipt = observer(function Receipt({ payment }: { payment: ApiPayment }) {
  const t = useT();
  const money = useMoney();
  const when = useDateTime();
  const s = useStore().settings.settings;
  const paid = payment.status === 'completed';
  // A direct debit is credited now and collected later: its receipt says so, never "paid" (decision 0034).
  const collectedLater = creditedBeforeCollection(payment);
  const vatNumbers = s.company_vat_numbers.split(/[,;]\s*|\s+/).filter(Boolean);
  return (
    <Box id="payment-receipt" aria-labelledby="receipt-title">
      <PrintOnlyReceipt />
      <header>
        <h2 id="receipt-title">
          <ReceiptIcon size={22} aria-hidden="true" />
          {t(collectedLater ? 'receipt.titleDirectDebit' : paid ? 'receipt.title' : 'receipt.details')}
        </h2>
        {paid && (
          <Button type="button" $variant="secondary" className="no-print" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        )}
      </header>
      <dl>
        <dt>{t('receipt.paymentId')}</dt>
        <dd className="ref">{payment.payment_id}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>{when(payment.paid_at ?? payment.created_at)}</dd>
        <dt>{t('receipt.credits')}</dt>
        <dd>
          <Figure>{payment.credits}</Figure>
        </dd>
        {payment.discount_code && (
          <>
            <dt>{t('receipt.listAmount')}</dt>
            <dd>
              <Figure>{money(centsOf(payment.list_amount), payment.currency)}</Figure>
            </dd>
            <dt>{t('receipt.discount')}</dt>
            <dd>{t('receipt.discountValue', { percentage: payment.discount_percentage, code: payment.discount_code })}</dd>
          </>
        )}
        <dt>{t('receipt.method')}</dt>
        <dd>{t(methodKey(payment.method))}</dd>
        <dt>{t('receipt.status')}</dt>
        <dd>
          <StatusPill payment={payment} />
        </dd>
        <dt className="total">{t(collectedLater ? 'receipt.amountDirectDebit' : paid ? 'receipt.amount' : 'receipt.due')}</dt>
        <dd className="total">
          <Figure>{money(centsOf(payment.amount), payment.currency)}</Figure>
        </dd>
      </dl>
      <p className="small">{t('receipt.vatIncluded')}</p>
      <address aria-label={t('receipt.seller')}>
        <strong>{s.company_name}</strong>
        <span>
          {s.company_address}, {s.company_city}, {s.company_country}
        </span>
        <span>{t('receipt.kvk', { kvk: s.company_kvk })}</span>
        {vatNumbers.map((vat) => (
          <span key={vat}>{t('receipt.vat', { vat })}</span>
        ))}
      </address>
      <p className="small">{t('receipt.support', { email: s.support_email })}</p>
    </Box>
  );
});
