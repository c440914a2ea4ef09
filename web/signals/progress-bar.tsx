import { observer } from 'mobx-react-lite';
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n/use-t';
import { FINISH_MS } from './navigation-progress';
import { useSignals } from './signals-context';

/** Fast at first, then ever slower: it nears the end in SPEC §9's 5 s and never claims to be done before it is. */
const trickle = keyframes`
  0% { transform: scaleX(0); }
  10% { transform: scaleX(0.3); }
  40% { transform: scaleX(0.6); }
  100% { transform: scaleX(0.92); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${(p) => p.theme.signals.zIndex + 1};
  pointer-events: none;
  &[data-phase='idle'],
  &[data-phase='waiting'] {
    display: none;
  }
  &[data-phase='finishing'] {
    opacity: 0;
    transition: opacity ${FINISH_MS}ms ease ${FINISH_MS / 3}ms;
  }
`;

const Bar = styled.div`
  height: 100%;
  transform-origin: left center;
  background: ${(p) => p.theme.colors.primary};
  border-radius: 0 ${(p) => p.theme.radius.tiny} ${(p) => p.theme.radius.tiny} 0;
  box-shadow: ${(p) => p.theme.shadow.glow};
  [data-phase='running'] > & {
    animation: ${trickle} ${(p) => p.theme.signals.progressDurationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  }
  [data-phase='finishing'] > & {
    transform: scaleX(1);
  }
  /* No trickle for who asked for less motion: a still bar says the same. */
  @media (prefers-reduced-motion: reduce) {
    [data-phase='running'] > & {
      animation: none;
      transform: none;
      opacity: 0.7;
    }
  }
`;

/**
 * The navigation progress bar of SPEC §9: shown only when a page change takes longer than 200 ms, trickling over
 * 5 s. While it shows it is an indeterminate progressbar; otherwise hidden from assistive technology.
 */
export const ProgressBar = observer(function ProgressBar() {
  const { progress } = useSignals();
  const t = useT();
  const phase = progress.phase;
  const running = phase === 'running';
  return (
    <Track
      data-phase={phase}
      data-signals="progress"
      role={running ? 'progressbar' : undefined}
      aria-label={running ? t('signals.loading') : undefined}
      aria-hidden={running ? undefined : true}
    >
      <Bar />
    </Track>
  );
});
