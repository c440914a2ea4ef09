import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { stackedForms } from '../form';

export const TOTAL_STEPS = 5;

export const StepBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    font-size: ${(p) => p.theme.font.size.xl};
    line-height: 1.25;
    margin: 0 0 6px;
    &:focus {
      outline: none;
    }
  }
  ${stackedForms}
  .muted {
    line-height: 1.5;
  }
  .intro {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${(p) => p.theme.space(1)};
  margin-top: ${(p) => p.theme.space(1)};
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    flex-direction: row;
    justify-content: flex-end;
    align-items: center;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.caption};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .label {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 600;
    letter-spacing: 0.02em;
    color: ${(p) => p.theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(${TOTAL_STEPS}, 1fr);
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    height: 4px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.border};
    transition: background 200ms ease;
  }
  li[data-done='true'] {
    background: ${(p) => p.theme.colors.primary};
  }
`;

/** "Stap n van 5" with a segmented bar; the text carries the meaning, the bar is decoration. */
export function StepProgress({ step }: { step: number }) {
  const t = useT();
  return (
    <Bar>
      <p className="label">{t('signup.stepOf', { step: step + 1, total: TOTAL_STEPS })}</p>
      <ol aria-hidden="true">
        {Array.from({ length: TOTAL_STEPS }, (_, i) => (
          <li key={i} data-done={i <= step} />
        ))}
      </ol>
    </Bar>
  );
}

const DoneText = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.successStrong};
`;

/** What a step achieved (a photo added, notifications on), announced politely. */
export function StepDone({ children }: { children: ReactNode }) {
  return (
    <DoneText role="status">
      <CheckCircle2 size={20} aria-hidden="true" />
      {children}
    </DoneText>
  );
}
