import styled from 'styled-components';
import { up } from '../../theme/theme';
import { FaceCard } from './face-card';
import type { LanderFace } from './lander-face';

/** Columns from each breakpoint on (two on a phone). */
interface Columns {
  readonly md: number;
  readonly lg?: number;
  readonly xl?: number;
}

const Grid = styled.ul<{ $columns: Columns; $room?: 'above' | 'below'; $roomy: boolean }>`
  list-style: none;
  margin: ${(p) => (p.$room === 'above' ? `${p.theme.space(4)} 0 0` : p.$room === 'below' ? `0 0 ${p.theme.space(4)}` : '0')};
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(${(p) => p.$columns.md}, minmax(0, 1fr));
    ${(p) => (p.$roomy ? `gap: ${p.theme.space(2)};` : '')}
  }
  ${(p) => (p.$columns.lg ? `${up('lg')} { grid-template-columns: repeat(${p.$columns.lg}, minmax(0, 1fr)); }` : '')}
  ${(p) => (p.$columns.xl ? `${up('xl')} { grid-template-columns: repeat(${p.$columns.xl}, minmax(0, 1fr)); }` : '')}
`;

/**
 * The landers' grid of faces (alonetonight, gallery, the video landers, the members' landers): two columns on a phone,
 * more from each breakpoint; the first `eager` photos load at once (the page's largest paint).
 */
export function FaceGrid({
  faces,
  columns,
  eager = 0,
  room,
  roomy = false,
}: {
  faces: readonly LanderFace[];
  columns: Columns;
  eager?: number;
  /** Room above or below the grid, when it follows or precedes other content in its section. */
  room?: 'above' | 'below';
  /** A wider gap from the md breakpoint (the gallery's wall). */
  roomy?: boolean;
}) {
  return (
    <Grid $columns={columns} $room={room} $roomy={roomy}>
      {faces.map((face, index) => (
        <li key={face.id}>
          <FaceCard face={face} first={index < eager} />
        </li>
      ))}
    </Grid>
  );
}
