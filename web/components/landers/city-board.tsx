import { MapPin } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { FictionalIcon } from '../member-card';
import { smallSlot } from '../photo-sources';
import { FacePhoto, fillWithPhoto } from './face-photo';
import type { LanderFace } from './lander-face';

const Board = styled.ol`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.panel};
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  background-color: ${(p) => p.theme.colors.secondarySoft};
  background-image: ${(p) => p.theme.colors.landerMapGrid};
  background-size: 16px 16px, 100% 100%;
  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    padding: ${(p) => p.theme.space(3)};
  }
  li:nth-child(3n + 2) {
    transform: translateY(12px);
  }
  @media (prefers-reduced-motion: no-preference) {
    li.here .pin {
      animation: drop 600ms ease-out both;
    }
  }
  @keyframes drop {
    from {
      transform: translateY(-12px);
      opacity: 0;
    }
  }
`;

const Tile = styled.a<{ $here: boolean }>`
  display: block;
  height: 100%;
  padding: ${(p) => p.theme.space(1.5)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.frosted};
  box-shadow: ${(p) => (p.$here ? `0 0 0 3px ${p.theme.colors.primary}, ${p.theme.shadow.float}` : p.theme.shadow.card)};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  .pin {
    display: flex;
    align-items: center;
    gap: 4px;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .count {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    margin: 2px 0 8px;
  }
  .faces {
    display: flex;
  }
  .faces span {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    overflow: hidden;
    border: 2px solid ${(p) => p.theme.colors.surface};
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  .faces span + span {
    margin-left: -10px;
  }
  ${fillWithPhoto('hide')}
`;

/** The faces by city (or region when a profile names no city), the slug's city first, then the fullest. */
export function byCity(faces: readonly LanderFace[], here: string | undefined): [string, LanderFace[]][] {
  const groups = new Map<string, LanderFace[]>();
  for (const face of faces) {
    const key = face.city || face.region;
    groups.set(key, [...(groups.get(key) ?? []), face]);
  }
  return [...groups].sort(([a, x], [b, y]) => Number(b === here) - Number(a === here) || y.length - x.length).slice(0, 12);
}

/** The maplanding's map-like board (no map service: a tile a city), each tile with its members and leading to signup. */
export const CityBoard = observer(function CityBoard({ faces, here }: { faces: readonly LanderFace[]; here: string | undefined }) {
  const t = useT();
  const fictional = useStore().settings.settings.fictional_singular;
  return (
    <Board aria-label={t('landers.maplanding.label')}>
      {byCity(faces, here).map(([city, members], index) => (
        <li key={city} className={city === here ? 'here' : undefined}>
          <Tile href={`/members/${members[0]!.id}/signup`} $here={city === here}>
            <span className="pin">
              <MapPin size={16} aria-hidden="true" />
              {city}
            </span>
            <span className="count">
              {t('landers.maplanding.count', { count: members.length })}
              {members.some((face) => face.fictional) && <FictionalIcon label={fictional} size={14} />}
            </span>
            <span className="faces" aria-hidden="true">
              {members.slice(0, 3).map((face) => (
                <span key={face.id}>
                  <FacePhoto face={face} slot={smallSlot(40)} first={index < 4} />
                </span>
              ))}
            </span>
          </Tile>
        </li>
      ))}
    </Board>
  );
});
