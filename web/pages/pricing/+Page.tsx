import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { CreditCosts } from '../../components/credits/credit-costs';
import { MethodList } from '../../components/credits/method-list';
import { LegalText, MoneyPage, PageHead, PricingGrid, SmallPrint } from '../../components/credits/parts';
import { PriceTable } from '../../components/credits/price-table';
import { PricingAction } from '../../components/credits/pricing-action';
import { Card, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { PricingData } from './+data';

/** /pricing (SPEC §2): the public price list — bundles in euros, what a message, photo and gift cost, the methods. */
export default observer(function PricingPage() {
  const { offer } = useData<PricingData>();
  const t = useT();
  const name = useStore().settings.settings.name;
  return (
    <Container>
      <MoneyPage>
        <PageHead>
          <div>
            <PageTitle>{t('pricing.title')}</PageTitle>
            <p className="lead">{t('pricing.intro', { name })}</p>
          </div>
          <PricingAction />
        </PageHead>
        <PricingGrid>
          <PriceTable bundles={offer.bundles} />
          <div className="side">
            <CreditCosts />
            <Card aria-labelledby="pricing-methods">
              <h2 id="pricing-methods">{t('pricing.methods')}</h2>
              <MethodList methods={offer.methods} label={t('pricing.methods')} />
            </Card>
          </div>
        </PricingGrid>
        <SmallPrint>
          <LegalText id="pricing.legal" />
        </SmallPrint>
      </MoneyPage>
    </Container>
  );
});
