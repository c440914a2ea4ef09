import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { MATCH_FINDER_STEPS, type MatchFinder, type MatchFinderStep } from '../../stores/match-finder';
import { Alert, Button, Card } from '../ui';
import { useErrorText } from '../use-error-text';
import { FinderQuestion } from './finder-question';

const QUESTION: Readonly<Record<MatchFinderStep, MessageKey>> = { who: 'finder.who', age: 'finder.age', where: 'finder.where', what: 'finder.what' };

const Panel = styled(Card)`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1.5)};
  }
  legend {
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 700;
    margin-bottom: ${(p) => p.theme.space(1.5)};
  }
  .progress {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .bar {
    height: 6px;
    border-radius: ${(p) => p.theme.radius.tiny};
    background: ${(p) => p.theme.colors.border};
    overflow: hidden;
    span {
      display: block;
      height: 100%;
      background: ${(p) => p.theme.colors.primary};
      transition: width 200ms ease;
    }
  }
  /* Back and next on one line where they fit; on the narrowest phones next goes under, to the right (issue 27). */
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    > :last-child {
      margin-left: auto;
    }
  }
`;

/** The finder's questions one at a time, with how far she is; the last one asks for the shortlist. */
export const FinderSteps = observer(function FinderSteps({ finder, regions }: { finder: MatchFinder; regions: Readonly<Record<string, readonly string[]>> }) {
  const t = useT();
  const errorText = useErrorText();
  const step = finder.current;
  return (
    <Panel
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (finder.last) void finder.find();
        else finder.next();
      }}
    >
      <p className="progress">{t('finder.step', { step: finder.step + 1, steps: MATCH_FINDER_STEPS.length })}</p>
      <div className="bar" aria-hidden="true">
        <span style={{ width: `${((finder.step + 1) / MATCH_FINDER_STEPS.length) * 100}%` }} />
      </div>
      <fieldset key={step}>
        <legend>{t(QUESTION[step])}</legend>
        <FinderQuestion finder={finder} step={step} regions={regions} />
      </fieldset>
      {finder.form.problem && <Alert role="alert">{errorText(finder.form.problem)}</Alert>}
      <div className="actions">
        <Button type="button" $variant="ghost" onClick={() => finder.back()} disabled={finder.step === 0}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('finder.back')}
        </Button>
        <Button type="submit" disabled={finder.form.busy} aria-busy={finder.form.busy}>
          {finder.last ? <Sparkles size={18} aria-hidden="true" /> : <ArrowRight size={18} aria-hidden="true" />}
          {t(finder.last ? 'finder.show' : 'finder.next')}
        </Button>
      </div>
    </Panel>
  );
});
