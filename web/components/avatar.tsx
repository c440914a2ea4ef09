import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../bff/contract/api-types';

/** What a thumbnail needs of a profile. */
type AvatarProfile = Pick<ApiProfile, 'name' | 'main_image'>;
import { useStore } from '../stores/store-context';
import { photoSources, smallSlot } from './photo-sources';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, ${(p) => p.theme.colors.avatarFrom}, ${(p) => p.theme.colors.avatarTo});
  color: ${(p) => p.theme.colors.avatarInitial};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A profile thumbnail; the name is beside it, so the image itself is decorative. */
export const Avatar = observer(function Avatar({ profile, size }: { profile: AvatarProfile; size: number }) {
  const store = useStore();
  return (
    <Circle $size={size} aria-hidden="true">
      {profile.main_image ? (
        <img {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.thumb_filename, smallSlot(size))} alt="" width={size} height={size} loading="lazy" />
      ) : (
        profile.name.slice(0, 1).toUpperCase()
      )}
    </Circle>
  );
});
