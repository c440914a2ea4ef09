import { observer } from 'mobx-react-lite';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { PageTitle } from '../ui';
import { BalancePill, PageHead } from './parts';

/** A money page's header: its title, its lead (when there is one) and her balance on the right (unless `balance` is false). */
export const CreditsHead = observer(function CreditsHead({ title, lead, balance = true }: { title: MessageKey; lead?: MessageKey | false; balance?: boolean }) {
  const t = useT();
  const user = useStore().session.user;
  return (
    <PageHead>
      <div>
        <PageTitle>{t(title)}</PageTitle>
        {lead && <p className="lead">{t(lead)}</p>}
      </div>
      {balance && user && <BalancePill credits={user.credits} />}
    </PageHead>
  );
});
