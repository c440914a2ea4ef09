import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { consentOf } from './consent-of';

/** The footer's "Cookie-instellingen": opens the cookie banner again, with the choice made so far (decision 0062). */
export const CookieSettingsLink = observer(function CookieSettingsLink() {
  const t = useT();
  const store = useStore();
  return (
    <button type="button" onClick={() => consentOf(store, document.cookie).reopen()}>
      {t('footer.cookieSettings')}
    </button>
  );
});
