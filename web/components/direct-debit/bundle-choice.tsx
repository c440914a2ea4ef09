import type { ApiCreditBundle } from '../../../bff/contract/api-types';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import { useMoney } from '../credits/money';
import { ButtonLink } from '../ui';
import { Choices, NarrowSection } from './parts';

/** /directdebit without a bundle in the address: the bundles to order by direct debit, each with its price. */
export function BundleChoice({ bundles }: { bundles: readonly ApiCreditBundle[] }) {
  const t = useT();
  const money = useMoney();
  return (
    <NarrowSection as="nav" aria-labelledby="dd-choose">
      <h2 id="dd-choose">{t('directdebit.chooseBundle')}</h2>
      <p className="hint">{t('directdebit.chooseBundleIntro')}</p>
      <Choices>
        {bundles.map((choice) => (
          <li key={choice.id}>
            <ButtonLink href={`/directdebit?bundle=${choice.id}`} $variant="secondary" $block>
              {t('directdebit.bundleChoice', { credits: choice.credits, price: money(centsOf(choice.discounted_amount), choice.currency) })}
            </ButtonLink>
          </li>
        ))}
      </Choices>
    </NarrowSection>
  );
}
