import { History, RotateCcw, ShoppingBag } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import type { PaymentMethod } from '../../../domain/payments/payment-method';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { RepeatOrder } from '../../stores/repeat-order';
import { useStore } from '../../stores/store-context';
import { BusyButton } from '../busy-button';
import { useLocalPath } from '../language/use-local-path';
import { ButtonLink, Card } from '../ui';
import { ConsentBox } from './consent-box';
import { MethodChoice } from './method-choice';
import { methodKey } from './method-names';
import { useDateTime, useMoney } from './money';
import { Figure } from './parts';
import { PaymentProblem } from './payment-problem';

const Form = styled(Card)`
  max-width: 720px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  .last {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
    padding-bottom: ${(p) => p.theme.space(2)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  .label {
    display: block;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .credits {
    display: block;
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 800;
  }
  .price {
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 700;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/** The repeat order (/credits/repeat-order): her last completed order, its method changeable, the consent, one button. */
export const RepeatOrderForm = observer(function RepeatOrderForm({ last, methods }: { last: ApiPayment; methods: readonly PaymentMethod[] }) {
  const store = useStore();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const when = useDateTime();
  const repeat = useMemo(() => new RepeatOrder(last, methods, store.endpoints), [last, methods, store]);
  const { form } = repeat;

  async function order() {
    const next = await repeat.order();
    if (next) window.location.assign(next);
  }

  return (
    <Form
      as="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void order();
      }}
    >
      <div className="last">
        <div>
          <span className="label">{t('repeat.last')}</span>
          <span className="credits">
            <Figure>{t('credits.bundle.credits', { credits: last.credits })}</Figure>
          </span>
          <span className="label">{t('repeat.lastOn', { date: when(last.paid_at ?? last.created_at), method: t(methodKey(last.method)) })}</span>
        </div>
        <span className="price">
          <Figure>{money(centsOf(last.list_amount), last.currency)}</Figure>
        </span>
      </div>
      {methods.length > 0 && <MethodChoice id="repeat-methods" legend={t('order.method')} methods={repeat.methods} value={repeat.method} onChange={(method) => repeat.choose(method)} />}
      <ConsentBox checked={repeat.consent} invalid={Boolean(form.errors.consent)} onChange={(checked) => repeat.setConsent(checked)} />
      {form.problem && <PaymentProblem problem={form.problem} methodsId="repeat-methods" otherMethods={methods.length > 1} />}
      <BusyButton busy={form.busy} icon={RotateCcw} label={t('repeat.order')} busyLabel={t('repeat.ordering')} />
      <div className="links">
        <ButtonLink href={localPath('/credits')} $variant="ghost">
          <ShoppingBag size={18} aria-hidden="true" />
          {t('repeat.other')}
        </ButtonLink>
        <ButtonLink href="/transactions" $variant="ghost">
          <History size={18} aria-hidden="true" />
          {t('repeat.history')}
        </ButtonLink>
      </div>
    </Form>
  );
});
