import { observer } from 'mobx-react-lite';
import type { Problem } from '../../api/problem';
import { useT } from '../../i18n/use-t';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { Actions } from './parts';

/** The end of an optional signup step: its problem, "skip" and "next" (busy while the step saves). */
export const StepActions = observer(function StepActions(props: {
  form: { readonly busy: boolean; readonly problem: Problem | null };
  onSkip(): void;
  /** The step cannot be saved as it is (the form says why). */
  blocked?: boolean;
}) {
  const t = useT();
  const text = useErrorText();
  const { busy, problem } = props.form;
  return (
    <>
      {problem && (
        <Alert role="alert" $tone="danger">
          {text(problem)}
        </Alert>
      )}
      <Actions>
        <Button type="button" $variant="ghost" onClick={props.onSkip} disabled={busy}>
          {t('signup.skip')}
        </Button>
        <Button type="submit" disabled={busy || props.blocked} aria-busy={busy}>
          {busy ? t('signup.saving') : t('signup.next')}
        </Button>
      </Actions>
    </>
  );
});
