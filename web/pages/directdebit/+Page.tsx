import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { useMoney } from '../../components/credits/money';
import { centsOf } from '../../i18n/money';
import { OrderForm } from '../../components/direct-debit/order-form';
import { Choices, Intro, Section } from '../../components/direct-debit/parts';
import { Alert, ButtonLink, Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import type { DirectDebitData } from './+data';
import { useLocalPath } from '../../components/language/use-local-path';

/** SPEC §2 /directdebit: the direct-debit form, in the order of the spec, with an SMS code; the order then shows on /transactions. */
export default observer(function DirectDebitPage() {
  const t = useT();
  const { offer, bundle, offered } = useData<DirectDebitData>();
  const money = useMoney();

  return (
    <Container>
      <PageTitle>{t('directdebit.title')}</PageTitle>
      {!offered ? (
        <Unavailable />
      ) : bundle ? (
        <>
          <Intro>{t('directdebit.intro')}</Intro>
          <OrderForm offer={offer} bundle={bundle} />
        </>
      ) : (
        <Section as="nav" aria-labelledby="dd-choose" style={{ maxWidth: 560 }}>
          <h2 id="dd-choose">{t('directdebit.chooseBundle')}</h2>
          <p className="hint">{t('directdebit.chooseBundleIntro')}</p>
          <Choices>
            {offer.bundles.map((choice) => (
              <li key={choice.id}>
                <ButtonLink href={`/directdebit?bundle=${choice.id}`} $variant="secondary" $block>
                  {t('directdebit.bundleChoice', { credits: choice.credits, price: money(centsOf(choice.discounted_amount), choice.currency) })}
                </ButtonLink>
              </li>
            ))}
          </Choices>
        </Section>
      )}
    </Container>
  );
});

function Unavailable() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Section style={{ maxWidth: 560 }}>
      <Alert role="alert">{t('directdebit.unavailable')}</Alert>
      {isBuilt('/credits') && (
        <ButtonLink href={localPath('/credits')} $variant="secondary">
          {t('directdebit.otherMethods')}
        </ButtonLink>
      )}
    </Section>
  );
}
