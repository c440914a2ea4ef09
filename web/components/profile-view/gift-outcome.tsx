import { Coins, Gift, Info } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Alert } from '../ui';
import { useLocalPath } from '../language/use-local-path';
import { useErrorText } from '../use-error-text';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import type { ProfileGift } from '../../stores/profile-gift';

/** What became of a gift sent from the profile: on its way (with the way to the conversation), or why not. */
export const GiftOutcome = observer(function GiftOutcome({ gifting, name }: { gifting: ProfileGift; name: string }) {
  const t = useT();
  const errorText = useErrorText();
  const localPath = useLocalPath();
  const problem = gifting.problem;
  if (gifting.sentIn !== null) {
    return (
      <Alert $tone="info" role="status">
        <Gift size={18} aria-hidden="true" />
        <span>
          {t('profile.giftSent', { name })} <a href={`/chats/${gifting.sentIn}`}>{t('profile.giftSentOpen')}</a>
        </span>
      </Alert>
    );
  }
  if (problem?.code === 'insufficient_credits') {
    return (
      <Alert $tone="warning" role="alert">
        <Coins size={18} aria-hidden="true" />
        <span>
          {errorText(problem)} {isBuilt('/credits') && <a href={localPath('/credits')}>{t('chat.buyCredits')}</a>}
        </span>
      </Alert>
    );
  }
  return problem ? (
    <Alert $tone="danger" role="alert">
      <Info size={18} aria-hidden="true" />
      {errorText(problem)}
    </Alert>
  ) : null;
});
