import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.scrimSoft};
  animation: ${appear} 150ms ease;
  span {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 4px solid ${(p) => p.theme.colors.surface};
    border-top-color: ${(p) => p.theme.colors.primary};
    animation: ${spin} 800ms linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    span {
      animation-duration: 2s;
    }
  }
`;

/**
 * What a tap on a control whose dialog is still loading shows at once (the Suspense fallback of a lazy dialog): the
 * backdrop and a spinner where the dialog will be, announced as busy under the dialog's own name.
 */
export function DialogPending({ label }: { label: string }) {
  return (
    <Backdrop role="status" aria-busy="true" aria-label={label} data-testid="dialog-pending">
      <span aria-hidden="true" />
    </Backdrop>
  );
}
