import styled, { keyframes } from 'styled-components';
import { CardGrid } from '../member-card';

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: 200px 0; }`;

const Bone = styled.div`
  aspect-ratio: 4 / 5;
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(90deg, #ececf0 0, #f6f6f8 40px, #ececf0 80px) #ececf0;
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Where the results will be, while a new search is on its way. */
export function SkeletonCards({ count = 8, label }: { count?: number; label: string }) {
  return (
    <CardGrid role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} />
      ))}
    </CardGrid>
  );
}
