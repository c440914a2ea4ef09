import { RotateCcw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { Reactivation } from '../../stores/reactivation';
import { AuthCardHead } from '../auth-card-head';
import { BusyButton } from '../busy-button';
import { Notice } from '../settings/notice';
import { useErrorText } from '../use-error-text';

/** The mailed link's offer: one button that reactivates the account (POST /api/reactivate-do.php), then the members. */
export const ReactivateOffer = observer(function ReactivateOffer({ reactivation }: { reactivation: Reactivation }) {
  const t = useT();
  const text = useErrorText();
  const { busy, problem } = reactivation.form;

  async function reactivate() {
    if (await reactivation.reactivate()) window.location.href = '/members';
  }

  return (
    <>
      <AuthCardHead id="deleted-title" title={t('account.reactivateTitle')} intro={t('account.reactivateText')} />
      {problem && <Notice tone="danger">{text(problem)}</Notice>}
      <BusyButton
        type="button"
        $block
        busy={busy}
        icon={RotateCcw}
        label={t('account.reactivate')}
        busyLabel={t('account.reactivateBusy')}
        onClick={() => void reactivate()}
      />
    </>
  );
});
