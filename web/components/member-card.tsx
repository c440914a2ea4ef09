import { Drama, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../bff/contract/api-types';
import { useStore } from '../stores/store-context';
import { roundBadge } from './ui';
import { OnlineDot } from './online-dot';
import { useT } from '../i18n/use-t';
import { PHOTO_SLOTS, photoSources } from './photo-sources';
import { up } from '../theme/theme';

/** The Element Timing name of a page's first photos: the page's scripts start once they are on screen (decision 0039). */
export const FIRST_PHOTO_TIMING = 'first-photo';

const Card = styled.a`
  display: block;
  border-radius: ${(p) => p.theme.radius.card};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  text-decoration: none;
  color: ${(p) => p.theme.colors.text};
  transition: transform 150ms ease, box-shadow 150ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${(p) => p.theme.shadow.float};
  }
`;

/** A profile photo's frame: 4 by 5, a soft gradient behind the photo or the placeholder. */
export const PhotoFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  background: ${(p) => p.theme.colors.photoPlaceholder};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${(p) => p.theme.colors.photoPlaceholderIcon};
  }
`;

const Overlay = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 32px 12px 10px;
  background: ${(p) => p.theme.colors.photoCaption};
  color: ${(p) => p.theme.colors.onInverse};
  strong {
    display: block;
    font-size: ${(p) => p.theme.font.size.md};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span {
    font-size: ${(p) => p.theme.font.size.caption};
    opacity: 0.92;
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span.online {
    display: inline-flex;
    margin-top: 2px;
  }
`;

const Fictional = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  ${roundBadge(30)}
  background: ${(p) => p.theme.colors.frosted};
  color: ${(p) => p.theme.colors.text};
`;

/**
 * A fictional profile's icon on every surface (card, profile, chat, likes, landers, home), drawn while the domain's
 * `fictional_icon` setting names one (`theater`, the drama masks; decision 0084). The settings' rule keeps it on while
 * any profile is flagged fictional (decision 0077).
 */
export const FictionalIcon = observer(function FictionalIcon({ label, size = 16 }: { label: string; size?: number }) {
  return useStore().settings.settings.fictional_icon ? <Drama size={size} role="img" aria-label={label} /> : null;
});

/**
 * `href`: where the card leads; the profile screen at /members/@id unless a page says another (/likes/m/@id).
 * `first`: the card is in the first row a page shows, so its photo loads at once (the page's largest paint), not lazily.
 * The photo is the thumbnail (480 × 600, made for this slot), not the photo itself (up to 1600 px).
 * `distance`: how far away she lives, in words, where the page says it (the search's cards; issue 27).
 */
export const MemberCard = observer(function MemberCard({ profile, href, first = false, distance }: { profile: ApiProfile; href?: string; first?: boolean; distance?: string }) {
  const store = useStore();
  const t = useT();
  const settings = store.settings.settings;
  return (
    <Card href={href ?? `/members/${profile.id}`}>
      <PhotoFrame>
        {profile.main_image ? (
          <img
            {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.thumb_filename, PHOTO_SLOTS.card)}
            alt=""
            width={480}
            height={600}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            elementtiming={first ? FIRST_PHOTO_TIMING : undefined}
          />
        ) : (
          <span className="placeholder" aria-hidden="true">
            <User size={56} />
          </span>
        )}
        {profile.fictional && settings.fictional_icon && (
          <Fictional title={settings.fictional_singular}>
            <FictionalIcon label={settings.fictional_singular} />
          </Fictional>
        )}
        <Overlay>
          <strong>
            {profile.name}, {profile.age}
          </strong>
          <span>{profile.city || profile.region}</span>
          {distance && <span data-testid="card-distance">{distance}</span>}
          {profile.online && <OnlineDot label={t('presence.online')} />}
        </Overlay>
      </PhotoFrame>
    </Card>
  );
});

/** Photo-first cards: 2 columns on a phone, 3 from md, 4 from lg and 5 from xl; `beside` a side panel 3 and, from xl, 4. */
export const CardGrid = styled.div<{ $beside?: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(${(p) => (p.$beside ? 3 : 4)}, minmax(0, 1fr));
  }
  ${up('xl')} {
    grid-template-columns: repeat(${(p) => (p.$beside ? 4 : 5)}, minmax(0, 1fr));
  }
`;
