import { Ban, Info, PartyPopper } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { ProfileActions } from '../../stores/profile-actions';
import type { ProfileGift } from '../../stores/profile-gift';
import type { ProfileLike } from '../../stores/profile-like';
import { useLocalStore } from '../../stores/store-context';
import { ReportButton } from '../report/report-button';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { GiftOutcome } from './gift-outcome';

/** What else a member does on a profile (the match said, a gift, blocking, what went wrong): in the flow, never pinned. */
const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  &:empty {
    display: none;
  }
`;

/**
 * Below the action bar: the match, what became of a gift, the report and the block (confirmed first), and what went
 * wrong with them (a like that failed is turned back and said in a toast: use-profile-like.ts).
 */
export const ProfileMoreActions = observer(function ProfileMoreActions({
  profile,
  like,
  gifting,
}: {
  profile: ApiProfile;
  like: ProfileLike | null;
  /** A member on another's profile; null on her own and for a visitor. */
  gifting: ProfileGift | null;
}) {
  const t = useT();
  const errorText = useErrorText();
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const busy = actions.form.busy;

  /** Blocking hides both members from each other at once, so the profile is left for the search. */
  async function block() {
    if (await actions.block(profile.id)) await navigate('/members');
    else setConfirmingBlock(false);
  }

  return (
    <More>
      {like?.match && (
        <Alert $tone="info" role="status">
          <PartyPopper size={18} aria-hidden="true" />
          {like.justMatched ? t('likes.matched', { name: profile.name }) : t('profile.isMatch', { name: profile.name })}
        </Alert>
      )}
      {gifting && <GiftOutcome gifting={gifting} name={profile.name} />}
      {gifting && <ReportButton target={{ profile_id: profile.id }} name={profile.name} leaveTo="/members" />}
      {gifting && !confirmingBlock && (
        <Button type="button" $variant="ghost" onClick={() => setConfirmingBlock(true)} disabled={busy}>
          <Ban size={18} aria-hidden="true" />
          {t('profile.block')}
        </Button>
      )}
      {confirmingBlock && (
        <Alert $tone="warning" role="alertdialog" aria-label={t('profile.block')}>
          <Ban size={18} aria-hidden="true" />
          <span>
            {t('profile.blockConfirm', { name: profile.name })}{' '}
            <Button type="button" $variant="secondary" onClick={() => void block()} disabled={busy} aria-busy={busy}>
              {t('profile.blockYes')}
            </Button>{' '}
            <Button type="button" $variant="ghost" onClick={() => setConfirmingBlock(false)}>
              {t('profile.blockCancel')}
            </Button>
          </span>
        </Alert>
      )}
      {actions.form.problem && (
        <Alert role="alert" $tone="danger">
          <Info size={18} aria-hidden="true" />
          {errorText(actions.form.problem)}
        </Alert>
      )}
    </More>
  );
});
