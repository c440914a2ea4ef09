import { BadgePercent } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { BundleOffer } from '../../components/credits/bundle-offer';
import { CreditsHead } from '../../components/credits/credits-head';
import { DiscountBanner } from '../../components/credits/discount-banner';
import { MethodsSection } from '../../components/credits/methods-section';
import { MoneyPage } from '../../components/credits/parts';
import { PassedCodeRefused } from '../../components/credits/passed-code-refused';
import { Container } from '../../components/ui';
import type { CreditsData } from './+data';

/** /credits (SPEC §2, issue 12): the bundles of her country with their prices, her discount, the methods she can pay with. */
export default observer(function CreditsPage() {
  const { offer, passed } = useData<CreditsData>();
  const discount = offer.discount;
  // A code of the address that applies goes on with her to the order (SPEC §7 query passthrough).
  const onward = passed && 'discount' in passed ? `?code=${encodeURIComponent(passed.code)}` : '';
  return (
    <Container>
      <MoneyPage>
        <CreditsHead title="credits.title" lead="credits.intro" />
        <PassedCodeRefused passed={passed} />
        {discount && offer.bundles.some((b) => b.discounted_amount < b.amount) && <DiscountBanner discount={discount} icon={BadgePercent} />}
        <BundleOffer bundles={offer.bundles} discountPercentage={discount?.percentage ?? 0} onward={onward} />
        <MethodsSection methods={offer.methods} />
      </MoneyPage>
    </Container>
  );
});
