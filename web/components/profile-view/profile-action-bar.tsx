import { Gift, Heart, HeartOff, MessageCircle, Pencil } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { createGlobalStyle } from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { GiftPicker } from '../chat/gift-picker';
import { Button, ButtonLink, visuallyHidden } from '../ui';
import { useT } from '../../i18n/use-t';
import type { ProfileGift } from '../../stores/profile-gift';
import type { ProfileLike } from '../../stores/profile-like';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';

/**
 * On a phone the primary actions stay within thumb reach in one row fixed to the window's bottom, covering no more than
 * that row (the page keeps room for it at its end: BarRoom): the message says its words and takes the room, like and gift
 * are their icons (their words for screen readers), so the row fits 320 px in every language (issue 27). A card that
 * floats at the bottom (the push alert) sets --bottom-card-room while it shows: the row sits above it, never under it.
 * From md on they sit in the flow, each with its words.
 */
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: var(--bottom-card-room, 0px);
  z-index: 10;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${(p) => p.theme.colors.frosted};
  box-shadow: ${(p) => p.theme.shadow.pinnedBar};
  display: flex;
  gap: 8px;
  > .lead {
    flex: 1 1 auto;
    min-width: 0;
  }
  > .lead .label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  > .side {
    flex: none;
  }
  @media (max-width: 359px) {
    > .lead {
      font-size: ${(p) => p.theme.font.size.body};
    }
  }
  /* Pinned (below md): like and gift are their icons, the message keeps its words on a 320 px phone. */
  @media (max-width: ${(p) => p.theme.breakpoints.md - 1}px) {
    > .lead {
      gap: 6px;
      padding: 0 14px;
    }
    > .side {
      width: 44px;
      padding: 0;
    }
    > .side .label {
      ${visuallyHidden}
    }
  }
  ${up('md')} {
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
    align-items: center;
    flex-wrap: wrap;
    > .lead {
      flex: none;
    }
  }
`;

/** While the bar is fixed to the window's bottom (below md), the page's end (the footer's last line) scrolls above it. */
const BarRoom = createGlobalStyle`
  @media (max-width: ${(p) => p.theme.breakpoints.md - 1}px) {
    body::after {
      content: '';
      display: block;
      height: calc(${(p) => p.theme.space(9)} + env(safe-area-inset-bottom));
    }
  }
`;

/** The profile's main actions: her own profile's edit; a member's message, like and gift; a visitor's way in. */
export const ProfileActionBar = observer(function ProfileActionBar({
  profile,
  own,
  like,
  gifting,
}: {
  profile: ApiProfile;
  own: boolean;
  like: ProfileLike | null;
  /** The gift action, for a member on another's profile. */
  gifting: ProfileGift | null;
}) {
  const t = useT();
  const store = useStore();
  const loggedIn = store.session.loggedIn;
  return (
    <Bar>
      <BarRoom />
      {own ? (
        <ButtonLink className="lead" href="/profile">
          <Pencil size={20} aria-hidden="true" />
          <span className="label">{t('profile.edit')}</span>
        </ButtonLink>
      ) : loggedIn ? (
        <ButtonLink className="lead" href={`/members/${profile.id}/chat`}>
          <MessageCircle size={20} aria-hidden="true" />
          <span className="label">{t('profile.message')}</span>
        </ButtonLink>
      ) : (
        <ButtonLink className="lead" href="/signup">
          <MessageCircle size={20} aria-hidden="true" />
          <span className="label">{t('profile.signupToMessage')}</span>
        </ButtonLink>
      )}
      {like && !own && (
        <Button
          type="button"
          className="side"
          $variant="secondary"
          onClick={() => void like.toggle()}
          disabled={like.form.busy}
          aria-pressed={like.liked}
          aria-busy={like.form.busy}
        >
          {like.liked ? <HeartOff size={20} aria-hidden="true" /> : <Heart size={20} aria-hidden="true" />}
          <span className="label">{t(like.liked ? 'profile.unlike' : 'profile.like')}</span>
        </Button>
      )}
      {gifting && !own && (
        <GiftPicker
          name={profile.name}
          credits={store.settings.settings.gift_credits}
          busy={gifting.busy}
          // The catalogue closes whatever the answer: what happened is said beside the actions.
          onSend={(gift) => gifting.send(profile.id, gift).then(() => true)}
          trigger={(open) => (
            <Button type="button" className="side" $variant="secondary" onClick={open} disabled={gifting.busy} aria-busy={gifting.busy} aria-haspopup="dialog">
              <Gift size={20} aria-hidden="true" />
              <span className="label">{t('chat.gift')}</span>
            </Button>
          )}
        />
      )}
    </Bar>
  );
});
