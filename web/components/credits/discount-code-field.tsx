import { Tag } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { CreditOrder } from '../../stores/credit-order';
import { Input } from '../form';
import { Button } from '../ui';
import { useErrorText } from '../use-error-text';

const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
  }
  .row {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
  }
  input {
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .ok {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.successStrong};
    font-weight: 600;
  }
  .error {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.danger};
    font-weight: 600;
  }
`;

/** The order's discount code: typed and applied ("Toepassen", or Enter), its discount or its problem said beside it. */
export const DiscountCodeField = observer(function DiscountCodeField({ order }: { order: CreditOrder }) {
  const t = useT();
  const errorText = useErrorText();
  const applied = order.applied;
  const codeError = order.form.errors.discount_code;
  return (
    <CodeRow>
      <label htmlFor="order-code">{t('order.code')}</label>
      <div className="row">
        <Input
          id="order-code"
          name="discount_code"
          autoComplete="off"
          value={order.code}
          $invalid={Boolean(codeError)}
          $valid={Boolean(applied) && !codeError}
          aria-invalid={codeError ? true : undefined}
          aria-describedby="order-code-status"
          onChange={(event) => order.setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void order.applyCode();
            }
          }}
        />
        <Button type="button" $variant="secondary" disabled={order.checking} aria-busy={order.checking} onClick={() => void order.applyCode()}>
          {t(order.checking ? 'order.codeChecking' : 'order.codeApply')}
        </Button>
      </div>
      <div id="order-code-status" aria-live="polite">
        {codeError ? (
          <p className="error">{errorText(codeError)}</p>
        ) : applied ? (
          <p className="ok">
            <Tag size={14} aria-hidden="true" /> {t('order.codeApplied', { code: applied.code, percentage: applied.percentage })}
          </p>
        ) : order.discount ? (
          <p className="error">{t('order.codeOtherMethod', { code: order.discount.code })}</p>
        ) : null}
      </div>
    </CodeRow>
  );
});
