import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { FictionalIcon } from '../member-card';
import { smallSlot } from '../photo-sources';
import { visuallyHidden } from '../ui';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderFace } from './lander-face';

const Faces = styled.ul`
  list-style: none;
  display: flex;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(2)};
  li {
    position: relative;
  }
  li + li {
    margin-left: -14px;
  }
  .sr {
    ${visuallyHidden}
  }
  .fictional {
    position: absolute;
    right: -2px;
    bottom: -2px;
    display: inline-flex;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  a {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    overflow: hidden;
    border: 3px solid ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.card};
    background: ${(p) => p.theme.colors.photoPlaceholder};
    ${up('md')} {
      width: 72px;
      height: 72px;
    }
  }
  ${fillWithPhoto('hide')}
`;

/** A row of overlapping round faces (the iconslanding's "whom you will meet"), each leading to signing up to meet her. */
export const AvatarRow = observer(function AvatarRow({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  const { fictional_singular: fictional, fictional_icon: icon } = useStore().settings.settings;
  return (
    <Faces aria-label={t('landers.iconslanding.faces')}>
      {faces.slice(0, 7).map((face, index) => (
        <li key={face.id}>
          <a href={`/members/${face.id}/signup`} title={`${face.name}, ${face.age}`}>
            <FacePhoto face={face} slot={smallSlot(72)} first={index < 3} />
            <span className="sr">{`${face.name}, ${face.age}`}</span>
          </a>
          {face.fictional && icon && (
            <span className="fictional" title={fictional}>
              <FictionalIcon label={fictional} size={13} />
            </span>
          )}
        </li>
      ))}
    </Faces>
  );
});
