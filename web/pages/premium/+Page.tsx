import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { BundleCard, BundleGrid } from '../../components/credits/bundle-card';
import { MoneyPage } from '../../components/credits/parts';
import { PremiumHero } from '../../components/credits/premium-hero';
import { RepeatableOrders } from '../../components/credits/repeatable-orders';
import { useLocalPath } from '../../components/language/use-local-path';
import { Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { PremiumData } from './+data';

/** /premium (SPEC §2, §6): what premium gives, the bundles (the first purchase makes her premium), her repeatable orders. */
export default observer(function PremiumPage() {
  const { offer, repeatable } = useData<PremiumData>();
  const t = useT();
  const localPath = useLocalPath();
  const paid = Boolean(useStore().session.user?.paid_user);
  return (
    <Container>
      <MoneyPage>
        <PremiumHero paid={paid} />
        {paid && repeatable.length > 0 && <RepeatableOrders payments={repeatable} />}
        <section aria-labelledby="premium-bundles">
          <h2 id="premium-bundles">{t(paid ? 'premium.moreCredits' : 'premium.bundles')}</h2>
          <BundleGrid>
            {offer.bundles.map((bundle) => (
              <li key={bundle.id}>
                <BundleCard bundle={bundle} href={localPath(`/credits/${bundle.id}`)} discountPercentage={offer.discount?.percentage ?? 0} />
              </li>
            ))}
          </BundleGrid>
        </section>
      </MoneyPage>
    </Container>
  );
});
