import { Receipt, ShoppingBag } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useLocalPath } from '../language/use-local-path';
import { ButtonLink, Card } from '../ui';

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(3)};
  .mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  p {
    margin: 0;
    max-width: 460px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** /transactions without a payment: what is true, and the way to buy credits. */
export function NoTransactions() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Empty data-testid="transactions-empty">
      <span className="mark">
        <Receipt size={30} aria-hidden="true" />
      </span>
      <p>{t('transactions.empty')}</p>
      <ButtonLink href={localPath('/credits')}>
        <ShoppingBag size={18} aria-hidden="true" />
        {t('transactions.emptyCta')}
      </ButtonLink>
    </Empty>
  );
}
