import { ShoppingBag, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { useStore } from '../../stores/store-context';
import { useLocalPath } from '../language/use-local-path';
import { ButtonLink } from '../ui';

/** The price list's next step: a member buys credits, a visitor signs up. */
export const PricingAction = observer(function PricingAction() {
  const t = useT();
  const localPath = useLocalPath();
  if (!useStore().session.loggedIn) {
    return (
      <ButtonLink href="/signup">
        <UserPlus size={18} aria-hidden="true" />
        {t('pricing.signup')}
      </ButtonLink>
    );
  }
  return isBuilt('/credits') ? (
    <ButtonLink href={localPath('/credits')}>
      <ShoppingBag size={18} aria-hidden="true" />
      {t('pricing.buy')}
    </ButtonLink>
  ) : null;
});
