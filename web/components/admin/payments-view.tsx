import { Filter, RotateCcw, Undo2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiAdminPayment } from '../../../bff/contract/admin-payment-requests';
import { PAYMENT_FILTERS, type PaymentDetailPage, type PaymentFilterName, type PaymentListPage } from '../../admin/payment-pages';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Badge, Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { CardList, FilterForm } from './filter-form';
import { MemberMain } from './member-parts';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  a {
    color: ${(p) => p.theme.colors.primaryDeep};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .meta {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  > span:last-child {
    justify-self: start;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 2fr 2fr 1fr 1fr auto;
    align-items: center;
    .meta {
      grid-column: auto;
    }
  }
`;

const Panel = styled(Card)`
  padding: ${(p) => p.theme.space(2.5)};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  dl {
    display: grid;
    grid-template-columns: minmax(8rem, auto) 1fr;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.primaryDeep};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const STATUS_KEY: Readonly<Record<string, MessageKey>> = {
  open: 'admin.payments.status.open',
  pending: 'admin.payments.status.pending',
  completed: 'admin.payments.status.completed',
  failed: 'admin.payments.status.failed',
  cancelled: 'admin.payments.status.cancelled',
};
const METHODS = ['ideal', 'sdd', 'bancontact', 'creditcard', 'paypal', 'sct', 'applepay', 'others'];
const FILTER_LABEL: Readonly<Record<PaymentFilterName, MessageKey>> = {
  status: 'admin.payments.filter.status',
  method: 'admin.payments.filter.method',
  email: 'admin.payments.filter.email',
  member: 'admin.payments.filter.member',
  from: 'admin.payments.filter.from',
  until: 'admin.payments.filter.until',
};

const useMoney = () => {
  const intl = useIntl();
  return (cents: number, currency: string) => intl.formatNumber(cents / 100, { style: 'currency', currency });
};

function PaymentBadge({ payment }: { payment: Pick<ApiAdminPayment, 'status' | 'reversed' | 'refunded'> }) {
  const t = useT();
  if (payment.reversed) return <Badge $tone="danger">{t('admin.payments.reversed')}</Badge>;
  if (payment.refunded > 0) return <Badge $tone="warning">{t('admin.payments.refunded')}</Badge>;
  const key = STATUS_KEY[payment.status];
  return <Badge $tone={payment.status === 'completed' ? 'neutral' : 'warning'}>{key ? t(key) : payment.status}</Badge>;
}

/** /admin/payments: the filters and the payments newest first, each leading to the payment and to the member. */
export const PaymentListView = observer(function PaymentListView({ page }: { page: PaymentListPage }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const invalid = page.problem?.error === 'invalid_input' ? page.problem.field : undefined;
  return (
    <MemberMain>
      <h1>{t('admin.payments.title')}</h1>
      <p className="intro">{t('admin.payments.intro')}</p>
      <FilterForm
        role="search"
        aria-label={t('admin.payments.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          void page.search();
        }}
      >
        {PAYMENT_FILTERS.map((name) => (
          <label key={name}>
            {t(FILTER_LABEL[name])}
            {name === 'status' || name === 'method' ? (
              <select name={name} value={page.filter[name]} aria-invalid={invalid === name || undefined} onChange={(event) => page.set(name, event.target.value)}>
                <option value="">{t('admin.payments.filter.any')}</option>
                {(name === 'status' ? Object.keys(STATUS_KEY) : METHODS).map((value) => (
                  <option key={value} value={value}>
                    {name === 'status' ? t(STATUS_KEY[value]!) : value}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name={name}
                type={name === 'from' || name === 'until' ? 'date' : name === 'member' ? 'number' : 'search'}
                value={page.filter[name]}
                aria-invalid={invalid === name || undefined}
                onChange={(event) => page.set(name, event.target.value)}
              />
            )}
          </label>
        ))}
        <Button type="submit" disabled={page.busy}>
          <Filter size={18} aria-hidden="true" />
          {t('admin.payments.apply')}
        </Button>
      </FilterForm>
      {page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      <div role="status" aria-live="polite">
        {page.loaded && page.payments.length === 0 && !page.problem && <p className="intro">{t('admin.payments.empty')}</p>}
      </div>
      {page.payments.length > 0 && (
        <CardList aria-label={t('admin.payments.title')}>
          {page.payments.map((payment) => (
            <Row key={payment.payment_id}>
              <a href={`/admin/payments/${encodeURIComponent(payment.payment_id)}`}>{payment.payment_id}</a>
              <span className="meta">
                {payment.member_id ? <a href={`/admin/members/${payment.member_id}`}>{payment.member_email ?? `#${payment.member_id}`}</a> : t('admin.payments.noMember')}
              </span>
              <span className="meta">
                {money(payment.amount, payment.currency)} · {t('admin.payments.credits', { credits: payment.credits })}
              </span>
              <span className="meta">
                {payment.method} · {intl.formatDate(payment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
              <PaymentBadge payment={payment} />
            </Row>
          ))}
        </CardList>
      )}
      {page.next && (
        <Button type="button" $variant="secondary" disabled={page.busy} onClick={() => void page.search(true)}>
          {t('admin.payments.more')}
        </Button>
      )}
    </MemberMain>
  );
});

/** /admin/payments/@id: the payment, its refunds and reversal, and finance's forms. */
export const PaymentDetailView = observer(function PaymentDetailView({ page }: { page: PaymentDetailPage }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const payment = page.payment;
  const refundField = page.refundProblem?.error === 'invalid_input' ? page.refundProblem.field : undefined;
  if (!payment) {
    return (
      <MemberMain>
        <h1>{t('admin.payment.title')}</h1>
        {page.loading ? <p className="intro">{t('admin.payment.loading')}</p> : page.problem && <Notice tone="danger">{adminProblemText(t, page.problem)}</Notice>}
      </MemberMain>
    );
  }
  return (
    <MemberMain>
      <p className="intro">
        <a href="/admin/payments">{t('admin.payment.back')}</a>
      </p>
      <h1>
        {t('admin.payment.title')} {payment.payment_id}
      </h1>
      <div role="status" aria-live="polite">
        {page.done && <Notice tone="success">{t(page.done === 'refunded' ? 'admin.payment.done.refunded' : 'admin.payment.done.reversed')}</Notice>}
      </div>
      <Grid>
        <Panel aria-labelledby="payment-facts">
          <h2 id="payment-facts">{t('admin.payment.facts')}</h2>
          <dl>
            <dt>{t('admin.payment.member')}</dt>
            <dd>{payment.member_id ? <a href={`/admin/members/${payment.member_id}`}>{payment.member_email ?? `#${payment.member_id}`}</a> : t('admin.payments.noMember')}</dd>
            <dt>{t('admin.payment.amount')}</dt>
            <dd>
              {money(payment.amount, payment.currency)} · {t('admin.payments.credits', { credits: payment.credits })}
            </dd>
            <dt>{t('admin.payment.status')}</dt>
            <dd>
              <PaymentBadge payment={payment} />
            </dd>
            <dt>{t('admin.payment.method')}</dt>
            <dd>
              {payment.method} · {payment.provider} {payment.provider_ref ?? ''}
            </dd>
            <dt>{t('admin.payment.made')}</dt>
            <dd>{intl.formatDate(payment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            <dt>{t('admin.payment.refundable')}</dt>
            <dd>{money(payment.refundable, payment.currency)}</dd>
          </dl>
        </Panel>
        <Panel aria-labelledby="payment-refunds">
          <h2 id="payment-refunds">{t('admin.payment.refunds')}</h2>
          {payment.refunds.length === 0 ? (
            <p>{t('admin.payment.noRefunds')}</p>
          ) : (
            <dl>
              {payment.refunds.map((refund) => (
                <div key={refund.id} style={{ display: 'contents' }}>
                  <dt>{intl.formatDate(refund.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</dt>
                  <dd>
                    {t(refund.kind === 'reversal' ? 'admin.payment.kind.reversal' : 'admin.payment.kind.refund')} {money(refund.amount, payment.currency)} ·{' '}
                    {t('admin.payment.creditsBack', { credits: refund.credits_taken, debt: refund.debt })} · {refund.reason}
                    {refund.status !== 'refunded' && ` · ${t(refund.status === 'pending' ? 'admin.payment.pending' : 'admin.payment.failed')}`}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Panel>
      </Grid>
      {page.mayRefund && (
        <Panel aria-labelledby="payment-refund">
          <h2 id="payment-refund">{t('admin.payment.refund')}</h2>
          <p>{t('admin.payment.refundIntro')}</p>
          <FilterForm
            aria-labelledby="payment-refund"
            onSubmit={(event) => {
              event.preventDefault();
              void page.refund();
            }}
          >
            <label>
              {t('admin.payment.refundAmount')}
              <input type="text" inputMode="decimal" name="amount" placeholder={(payment.refundable / 100).toFixed(2)} value={page.amount} aria-invalid={refundField === 'amount' || undefined} onChange={(event) => page.set('amount', event.target.value)} />
            </label>
            <label>
              {t('admin.payment.reason')}
              <input type="text" name="reason" required value={page.reason} aria-invalid={refundField === 'reason' || undefined} onChange={(event) => page.set('reason', event.target.value)} />
            </label>
            <Button type="submit" disabled={page.busy}>
              <Undo2 size={18} aria-hidden="true" />
              {t('admin.payment.refundSubmit')}
            </Button>
          </FilterForm>
          {page.refundProblem && <Notice tone="danger">{adminProblemText(t, page.refundProblem)}</Notice>}
        </Panel>
      )}
      {page.mayReverse && (
        <Panel aria-labelledby="payment-reverse">
          <h2 id="payment-reverse">{t('admin.payment.reverse')}</h2>
          <p>{t('admin.payment.reverseIntro')}</p>
          <FilterForm
            aria-labelledby="payment-reverse"
            onSubmit={(event) => {
              event.preventDefault();
              void page.reverse();
            }}
          >
            <label>
              {t('admin.payment.reason')}
              <input type="text" name="reversal-reason" required value={page.reversalReason} aria-invalid={page.reversalProblem?.field === 'reason' || undefined} onChange={(event) => page.set('reversalReason', event.target.value)} />
            </label>
            <Button type="submit" $variant="secondary" disabled={page.busy}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('admin.payment.reverseSubmit')}
            </Button>
          </FilterForm>
          {page.reversalProblem && <Notice tone="danger">{adminProblemText(t, page.reversalProblem)}</Notice>}
        </Panel>
      )}
    </MemberMain>
  );
});
