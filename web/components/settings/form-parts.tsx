import type { LucideIcon } from 'lucide-react';
import type { Problem } from '../../api/problem';
import { useT } from '../../i18n/use-t';
import { BusyButton } from '../busy-button';
import { useErrorText } from '../use-error-text';
import { Notice } from './notice';

/** A settings form's outcome beside it: its problem in words, else what went well. */
export function FormOutcome({ problem, success }: { problem: Problem | null; success?: string }) {
  const text = useErrorText();
  if (problem) return <Notice tone="danger">{text(problem)}</Notice>;
  return success ? <Notice tone="success">{success}</Notice> : null;
}

/** A settings form's submit button, "saving" while its call runs. */
export function SubmitButton({ busy, icon, label }: { busy: boolean; icon?: LucideIcon; label: string }) {
  const t = useT();
  return (
    <div className="actions">
      <BusyButton busy={busy} icon={icon} label={label} busyLabel={t('settings.saving')} />
    </div>
  );
}
