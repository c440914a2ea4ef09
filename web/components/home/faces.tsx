import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { FictionalIcon } from '../member-card';
import { photoSources } from '../photo-sources';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';

const Mosaic = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  ${up('md')} {
    gap: 12px;
  }
  a {
    position: relative;
    display: block;
    aspect-ratio: 4 / 5;
    border-radius: ${(p) => p.theme.radius.card};
    overflow: hidden;
    background: ${(p) => p.theme.colors.heroVeil};
    box-shadow: ${(p) => p.theme.shadow.ctaOnBrand};
    color: ${(p) => p.theme.colors.onPrimary};
    text-decoration: none;
    transition: transform 200ms ease;
    &:hover {
      transform: translateY(-3px);
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
  a:nth-child(3n + 2) {
    transform: translateY(16px);
    &:hover {
      transform: translateY(13px);
    }
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .name {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 24px 8px 6px;
    background: ${(p) => p.theme.colors.photoCaption};
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .fictional {
    position: absolute;
    top: 6px;
    right: 6px;
    display: inline-flex;
    padding: 4px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.frosted};
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The hero's faces: six real members' photos, each leading to the profile (a visitor's teaser). */
export const HeroFaces = observer(function HeroFaces({ members }: { members: readonly ApiProfile[] }) {
  const store = useStore();
  const settings = store.settings.settings;
  return (
    <Mosaic data-part="hero-faces">
      {members.slice(0, 6).map((profile, index) =>
        profile.main_image ? (
          <a key={profile.id} href={`/members/${profile.id}`}>
            <img
              {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.thumb_filename, { widths: [240, 480], sizes: '(min-width: 992px) 160px, 30vw' })}
              alt=""
              width={480}
              height={600}
              loading={index < 3 ? 'eager' : 'lazy'}
              fetchPriority={index < 3 ? 'high' : 'auto'}
            />
            {profile.fictional && settings.fictional_icon && (
              <span className="fictional">
                <FictionalIcon label={settings.fictional_singular} size={14} />
              </span>
            )}
            <span className="name">
              {profile.name}, {profile.age}
            </span>
          </a>
        ) : null,
      )}
    </Mosaic>
  );
});
