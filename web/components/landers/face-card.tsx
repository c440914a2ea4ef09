import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { FictionalIcon, PhotoFrame } from '../member-card';
import { OnlineDot } from '../online-dot';
import { roundBadge } from '../ui';
import { FacePhoto } from './face-photo';
import type { LanderFace } from './lander-face';

const Card = styled.a`
  display: block;
  position: relative;
  border-radius: ${(p) => p.theme.radius.card};
  overflow: hidden;
  color: ${(p) => p.theme.colors.onInverse};
  text-decoration: none;
  box-shadow: ${(p) => p.theme.shadow.card};
  transition: transform 150ms ease, box-shadow 150ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${(p) => p.theme.shadow.float};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 32px 12px 10px;
    background: ${(p) => p.theme.colors.photoCaption};
  }
  strong,
  .place {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .place {
    font-size: ${(p) => p.theme.font.size.caption};
    opacity: 0.92;
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

/** The fictional disclosure on a face (SPEC §1): the settings' icon with its name, as on the member cards. */
export const FictionalMark = observer(function FictionalMark({ face }: { face: LanderFace }) {
  const { fictional_singular: label, fictional_icon: icon } = useStore().settings.settings;
  if (!face.fictional || !icon) return null;
  return (
    <Fictional title={label}>
      <FictionalIcon label={label} />
    </Fictional>
  );
});

/** A face on a lander: her photo, name, age and city; a tap leads to signing up to meet her (/members/@id/signup). */
export function FaceCard({ face, first = false, className }: { face: LanderFace; first?: boolean; className?: string }) {
  const t = useT();
  return (
    <Card href={`/members/${face.id}/signup`} className={className}>
      <PhotoFrame>
        <FacePhoto face={face} first={first} />
        <FictionalMark face={face} />
        <span className="caption">
          <strong>
            {face.name}, {face.age}
          </strong>
          <span className="place">{face.city || face.region}</span>
          {face.online && <OnlineDot label={t('presence.online')} />}
        </span>
      </PhotoFrame>
    </Card>
  );
}
