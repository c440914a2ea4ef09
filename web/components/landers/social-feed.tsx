import { Heart, MessageCircle, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { OnlineDot } from '../online-dot';
import { PHOTO_SLOTS, smallSlot } from '../photo-sources';
import { FictionalMark } from './face-card';
import { FacePhoto } from './face-photo';
import type { LanderFace, LanderPlace } from './lander-face';
import { LanderHeadline, SignupButton } from './lander-parts';

/** The socialnetwork lander's columns: the feed, and beside it from lg the call to sign up (first on a phone). */
export const SocialLayout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Feed = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
  ${up('lg')} {
    max-width: none;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Post = styled.article`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  header {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  }
  .avatar {
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    overflow: hidden;
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  .photo a {
    display: block;
    height: 100%;
  }
  .avatar img,
  .photo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .who strong {
    display: block;
  }
  .who span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .photo {
    position: relative;
    display: block;
    aspect-ratio: 4 / 5;
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  .placeholder {
    display: none;
  }
  footer {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
  }
  footer a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space(1.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  footer a:hover {
    background: ${(p) => p.theme.colors.background};
  }
`;

/** A member's post in the feed: her face and name, her photo, a like and a message, each leading to signing up. */
function FeedPost({ face, index }: { face: LanderFace; index: number }) {
  const t = useT();
  const join = `/members/${face.id}/signup`;
  return (
    <Post aria-labelledby={`post-${face.id}`}>
      <header>
        <span className="avatar">
          <FacePhoto face={face} slot={smallSlot(44)} first={index === 0} />
        </span>
        <span className="who">
          <strong id={`post-${face.id}`}>
            {face.name}, {face.age}
          </strong>
          <span>{face.online ? <OnlineDot label={t('presence.online')} /> : face.city || face.region}</span>
        </span>
      </header>
      <div className="photo">
        <a href={join} aria-label={t('landers.socialnetwork.photo', { name: face.name })}>
          <FacePhoto face={face} slot={PHOTO_SLOTS.single} large first={index < 2} />
        </a>
        <FictionalMark face={face} />
      </div>
      <footer>
        <a href={join}>
          <Heart size={20} aria-hidden="true" />
          {t('landers.socialnetwork.like')}
        </a>
        <a href={join}>
          <MessageCircle size={20} aria-hidden="true" />
          {t('landers.socialnetwork.message')}
        </a>
      </footer>
    </Post>
  );
}

/** The feed of members' posts, as a social network shows them. */
export function SocialFeed({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  return (
    <Feed aria-label={t('landers.socialnetwork.feed')}>
      {faces.slice(0, 6).map((face, index) => (
        <li key={face.id}>
          <FeedPost face={face} index={index} />
        </li>
      ))}
    </Feed>
  );
}

const Aside = styled.aside`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space(3)};
  ${up('lg')} {
    position: sticky;
    top: 84px;
    grid-column: 2;
    grid-row: 1;
  }
  h1 {
    font-size: ${(p) => p.theme.font.size.xl};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.headline};
    }
  }
  p.lead {
    font-size: ${(p) => p.theme.font.size.md};
  }
  a {
    width: 100%;
  }
`;

/** The feed's side card: the lander's headline and the call to sign up, kept in view beside the feed from lg. */
export function SocialAside({ place }: { place: LanderPlace | null }) {
  const t = useT();
  return (
    <Aside>
      <LanderHeadline name="socialnetwork" place={place} />
      <SignupButton href="/signup">
        <UserPlus size={20} aria-hidden="true" />
        {t('landers.signupFree')}
      </SignupButton>
    </Aside>
  );
}
