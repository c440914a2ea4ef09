import type { ApiCreditBundle } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { useLocalPath } from '../language/use-local-path';
import { Alert } from '../ui';
import { BundleCard, BundleGrid } from './bundle-card';
import { observer } from 'mobx-react-lite';

/**
 * The bundles of /credits, each leading to its order (`onward`: the query the order gets, a passed code); none in her
 * country: whom to ask.
 */
export const BundleOffer = observer(function BundleOffer({
  bundles,
  discountPercentage,
  onward = '',
}: {
  bundles: readonly ApiCreditBundle[];
  discountPercentage: number;
  onward?: string;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const store = useStore();
  return (
    <section aria-labelledby="credits-bundles">
      <h2 id="credits-bundles" className="visually-hidden">
        {t('credits.bundles')}
      </h2>
      {bundles.length === 0 ? (
        <Alert $tone="info">{t('credits.unavailable', { email: store.settings.settings.support_email })}</Alert>
      ) : (
        <BundleGrid>
          {bundles.map((bundle) => (
            <li key={bundle.id}>
              <BundleCard bundle={bundle} href={localPath(`/credits/${bundle.id}`) + onward} discountPercentage={discountPercentage} />
            </li>
          ))}
        </BundleGrid>
      )}
    </section>
  );
});
