import styled, { keyframes } from 'styled-components';
import { CardGrid } from '../member-card';

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: 200px 0; }`;

const Bone = styled.div`
  aspect-ratio: 4 / 5;
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(90deg, ${(p) => p.theme.colors.skeleton} 0, ${(p) => p.theme.colors.skeletonShine} 40px, ${(p) => p.theme.colors.skeleton} 80px)
    ${(p) => p.theme.colors.skeleton};
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Where the results will be, while a new search is on its way; `beside` a side panel as the results are. */
export function SkeletonCards({ count = 8, label, beside = false }: { count?: number; label: string; beside?: boolean }) {
  return (
    <CardGrid role="status" aria-label={label} aria-busy="true" $beside={beside}>
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} />
      ))}
    </CardGrid>
  );
}
