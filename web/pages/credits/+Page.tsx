import { BadgePercent, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { BundleCard, BundleGrid } from '../../components/credits/bundle-card';
import { DiscountBanner } from '../../components/credits/discount-banner';
import { MethodList } from '../../components/credits/method-list';
import { MoneyPage, PageHead, BalancePill } from '../../components/credits/parts';
import { Alert, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { useErrorText } from '../../components/use-error-text';
import type { CreditsData } from './+data';
import { useLocalPath } from '../../components/language/use-local-path';

const Methods = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
`;

/** /credits (SPEC §2, issue 12): the bundles of her country with their prices, her discount, the methods she can pay with. */
export default observer(function CreditsPage() {
  const { offer, passed } = useData<CreditsData>();
  const t = useT();
  const errorText = useErrorText();
  const localPath = useLocalPath();
  const store = useStore();
  const user = store.session.user;
  const discount = offer.discount;
  // A code of the address that applies goes on with her to the order (SPEC §7 query passthrough).
  const onward = passed && 'discount' in passed ? `?code=${encodeURIComponent(passed.code)}` : '';
  return (
    <Container>
      <MoneyPage>
        <PageHead>
          <div>
            <PageTitle>{t('credits.title')}</PageTitle>
            <p className="lead">{t('credits.intro')}</p>
          </div>
          {user && <BalancePill credits={user.credits} />}
        </PageHead>
        {passed && 'problem' in passed && (
          <Alert role="alert" data-testid="credits-code-refused">
            <strong>{errorText(passed.problem)}</strong> {t('credits.linkCodeRefused', { code: passed.code })}
          </Alert>
        )}
        {discount && offer.bundles.some((b) => b.discounted_amount < b.amount) && <DiscountBanner discount={discount} icon={BadgePercent} />}
        <section aria-labelledby="credits-bundles">
          <h2 id="credits-bundles" className="visually-hidden">
            {t('credits.bundles')}
          </h2>
          {offer.bundles.length === 0 ? (
            <Alert $tone="info">{t('credits.unavailable', { email: store.settings.settings.support_email })}</Alert>
          ) : (
            <BundleGrid>
              {offer.bundles.map((bundle) => (
                <li key={bundle.id}>
                  <BundleCard bundle={bundle} href={localPath(`/credits/${bundle.id}`) + onward} discountPercentage={discount?.percentage ?? 0} />
                </li>
              ))}
            </BundleGrid>
          )}
        </section>
        <Methods aria-labelledby="credits-methods">
          <h2 id="credits-methods">
            <ShieldCheck size={22} aria-hidden="true" />
            {t('credits.methods.title')}
          </h2>
          <p>{t('credits.methods.intro')}</p>
          <MethodList methods={offer.methods} label={t('credits.methods.title')} />
          <p>
            <a href="/pricing">{t('credits.pricingLink')}</a>
          </p>
        </Methods>
      </MoneyPage>
    </Container>
  );
});
