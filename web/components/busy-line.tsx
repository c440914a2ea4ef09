import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  svg {
    animation: ${spin} 1s linear infinite;
    color: ${(p) => p.theme.colors.secondaryStrong};
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

/** A page's "working on it" line while a mailed link is read: a turning icon and what is happening, as a status. */
export function BusyLine({ children }: { children: ReactNode }) {
  return (
    <Line role="status">
      <LoaderCircle size={24} aria-hidden="true" />
      {children}
    </Line>
  );
}
