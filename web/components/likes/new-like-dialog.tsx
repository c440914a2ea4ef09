import { Heart, MessageCircle, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { keyframes } from 'styled-components';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { FictionalIcon, PhotoFrame } from '../member-card';
import { Dialog } from '../signup/dialog';
import { Button, ButtonLink } from '../ui';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';

/** SPEC §9: the like popup's animation lasts 0.75 s. */
const POP_MS = 750;

const pop = keyframes`
  0% { transform: scale(0.4); opacity: 0; }
  60% { transform: scale(1.15); opacity: 1; }
  100% { transform: scale(1); }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  text-align: center;
  cursor: pointer;
  .heart {
    color: ${(p) => p.theme.colors.primary};
    animation: ${pop} ${POP_MS}ms ease-out;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
  }
  .photo {
    display: block;
    width: 180px;
    border-radius: ${(p) => p.theme.radius.card};
    overflow: hidden;
  }
  .fictional {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: ${(p) => p.theme.font.size.caption};
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
  }
`;

/** The popup itself (SPEC §2), its own chunk: new-like-popup.tsx shows it, and fetches it when the page is idle. */
export default observer(function NewLikeDialog() {
  const store = useStore();
  const t = useT();
  const { urlPathname } = usePageContext();
  const popup = store.likePopup;
  const profile = popup.profile;
  if (!profile) return null;
  const settings = store.settings.settings;
  const profilePath = `/members/${profile.id}`;
  // On her profile itself (a match made there) "Bekijk profiel" would lead nowhere: the message leads (issue 27).
  const onHerProfile = [profilePath, `/likes/m/${profile.id}`].includes(urlPathname);

  async function startConversation() {
    const conversation = await popup.startConversation();
    if (conversation !== undefined) await navigate(`/chats/${conversation}`);
  }

  return (
    <Dialog labelledBy="new-like-title" closeLabel={t('likes.popup.close')} onClose={() => popup.close()} width={400}>
      <Body
        onClick={(event) => {
          // "Clicking anywhere closes it": anywhere but a link or a button, which do what they say.
          if (!(event.target instanceof Element && event.target.closest('a, button'))) popup.close();
        }}
      >
        <Heart className="heart" size={44} fill="currentColor" aria-hidden="true" />
        <h2 id="new-like-title">{t(popup.kind === 'match' ? 'likes.popup.matchTitle' : 'likes.popup.title')}</h2>
        <PhotoFrame as="a" className="photo" href={profilePath} onClick={() => popup.close()} aria-label={t('likes.popup.viewLabel', { name: profile.name })}>
          {profile.main_image ? (
            <img {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.filename, PHOTO_SLOTS.single)} alt="" width={480} height={600} />
          ) : (
            <span className="placeholder" aria-hidden="true">
              <User size={56} />
            </span>
          )}
        </PhotoFrame>
        <p>{t(popup.kind === 'match' ? 'likes.popup.matchText' : 'likes.popup.text', { name: profile.name, age: profile.age, city: profile.city || profile.region })}</p>
        {profile.fictional && (
          <p className="fictional">
            <FictionalIcon label={settings.fictional_singular} />
            {settings.fictional_warning}
          </p>
        )}
        <div className="actions">
          {!onHerProfile && (
            <ButtonLink href={profilePath} $block onClick={() => popup.close()}>
              <Heart size={18} aria-hidden="true" />
              {t('likes.popup.view')}
            </ButtonLink>
          )}
          <Button type="button" $variant={onHerProfile ? 'primary' : 'ghost'} $block disabled={popup.starting} aria-busy={popup.starting} onClick={() => void startConversation()}>
            <MessageCircle size={18} aria-hidden="true" />
            {t('likes.popup.message')}
          </Button>
        </div>
      </Body>
    </Dialog>
  );
});
