import { CreditCard, RotateCcw, TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import type { Problem } from '../../api/problem';
import { useT } from '../../i18n/use-t';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';

const Box = styled(Alert)`
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  .head {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/** Moves her to the method choice: the chosen method (or the first) gets the focus, in view. */
function focusMethods(methodsId: string) {
  const group = document.getElementById(methodsId);
  const radio = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? group?.querySelector<HTMLInputElement>('input[type="radio"]');
  group?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  radio?.focus({ preventScroll: true });
}

/**
 * An order that could not go to the checkout (issue 27): what went wrong, and the way on — try again (the form's
 * submit) or, when she has more than one, another method.
 */
export function PaymentProblem({ problem, methodsId, otherMethods }: { problem: Problem; methodsId: string; otherMethods: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Box role="alert" data-testid="payment-problem">
      <span className="head">
        <TriangleAlert size={18} aria-hidden="true" />
        <strong>{errorText(problem)}</strong>
      </span>
      <p>{t(otherMethods ? 'order.failed.next' : 'order.failed.again')}</p>
      <div className="actions">
        <Button type="submit" $variant="secondary">
          <RotateCcw size={18} aria-hidden="true" />
          {t('payment.failed.retry')}
        </Button>
        {otherMethods && (
          <Button type="button" $variant="ghost" onClick={() => focusMethods(methodsId)}>
            <CreditCard size={18} aria-hidden="true" />
            {t('payment.failed.other')}
          </Button>
        )}
      </div>
    </Box>
  );
}
