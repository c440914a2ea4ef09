import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { useLocalPath } from '../language/use-local-path';
import { ButtonLink, Card } from '../ui';
import { MethodIcon } from './method-icon';
import { methodKey } from './method-names';
import { useMoney } from './money';
import { Figure } from './parts';

const Repeatable = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    flex-wrap: wrap;
  }
  .what {
    flex: 1 1 200px;
    display: flex;
    align-items: center;
    gap: 12px;
    min-width: 0;
  }
  .what svg {
    flex: none;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  .credits {
    font-weight: 700;
  }
  .small {
    display: block;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A paid member's orders to repeat on /premium: each bundle and method she bought, with a button to order it again. */
export function RepeatableOrders({ payments }: { payments: readonly ApiPayment[] }) {
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  return (
    <section aria-labelledby="premium-repeatable">
      <h2 id="premium-repeatable">{t('premium.repeatable')}</h2>
      <p className="lead">{t('premium.repeatableIntro')}</p>
      <Repeatable>
        {payments.map((payment) => {
          const method = t(methodKey(payment.method));
          return (
            <Card as="li" key={`${payment.bundle_id}/${payment.method}`}>
              <span className="what">
                <MethodIcon method={payment.method} size={24} />
                <span>
                  <span className="credits">
                    <Figure>{t('credits.bundle.credits', { credits: payment.credits })}</Figure>
                  </span>
                  <span className="small">
                    {method} · <Figure>{money(centsOf(payment.list_amount), payment.currency)}</Figure>
                  </span>
                </span>
              </span>
              <ButtonLink
                href={localPath(`/credits/${payment.bundle_id}/${payment.method}`)}
                $variant="secondary"
                aria-label={t('premium.repeatLabel', { credits: payment.credits, method })}
              >
                <RotateCcw size={18} aria-hidden="true" />
                {t('premium.repeat')}
              </ButtonLink>
            </Card>
          );
        })}
      </Repeatable>
    </section>
  );
}
