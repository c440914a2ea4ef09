import { Receipt, ShoppingBag } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { useLocalPath } from '../language/use-local-path';
import { EmptyState } from '../list-state';
import { ButtonLink } from '../ui';

/** /transactions without a payment: what is true, and the way to buy credits. */
export function NoTransactions() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <div data-testid="transactions-empty">
      <EmptyState icon={Receipt} text={t('transactions.empty')} accent="secondary">
        <ButtonLink href={localPath('/credits')}>
          <ShoppingBag size={18} aria-hidden="true" />
          {t('transactions.emptyCta')}
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
