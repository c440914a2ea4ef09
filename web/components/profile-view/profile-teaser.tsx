import { Images, LogIn, MapPin, User, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import type { ApiProfileTeaser } from '../../../bff/contract/api-types';
import { FictionalIcon, PhotoFrame } from '../member-card';
import { ButtonLink, Card } from '../ui';
import { photoOverlays } from './photo-overlays';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';

const Frame = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
  padding: 0;
  overflow: hidden;
  ${photoOverlays}
  .call {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1.5)};
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
    p {
      margin: 0;
      display: flex;
      gap: 8px;
      align-items: flex-start;
      color: ${(p) => p.theme.colors.textMuted};
    }
  }
`;

/** What a visitor sees of a profile: its main photo, name, age and place, and the way to see more (sign up or log in). */
export function ProfileTeaser(props: {
  teaser: ApiProfileTeaser;
  imageUrl: (path: string) => string;
  place: string;
  fictional: { readonly label: string; readonly warning: string };
  words: { readonly more: string; readonly signup: string; readonly login: string; readonly noPhoto: string };
}) {
  const { teaser, words } = props;
  return (
    <Frame aria-labelledby="teaser-name">
      <PhotoFrame>
        {teaser.main_image ? (
          <img {...photoSources(props.imageUrl, teaser.main_image.filename, PHOTO_SLOTS.single)} alt={teaser.name} width={480} height={600} />
        ) : (
          <span className="placeholder" role="img" aria-label={words.noPhoto}>
            <User size={96} />
          </span>
        )}
        {teaser.fictional && (
          <p className="fictional" role="note">
            <FictionalIcon label={props.fictional.label} size={18} />
            <span>{props.fictional.warning}</span>
          </p>
        )}
        <div className="caption">
          <h1 id="teaser-name">
            {teaser.name}, {teaser.age}
          </h1>
          <p>
            <MapPin size={16} aria-hidden="true" />
            {props.place}
          </p>
        </div>
      </PhotoFrame>
      <div className="call">
        <p>
          <Images size={20} aria-hidden="true" />
          {words.more}
        </p>
        <ButtonLink href="/signup" $block>
          <UserPlus size={20} aria-hidden="true" />
          {words.signup}
        </ButtonLink>
        <ButtonLink href="/login" $variant="secondary" $block>
          <LogIn size={20} aria-hidden="true" />
          {words.login}
        </ButtonLink>
      </div>
    </Frame>
  );
}
