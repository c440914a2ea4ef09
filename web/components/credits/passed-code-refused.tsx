import type { PassedCode } from '../../stores/passed-code';
import { useT } from '../../i18n/use-t';
import { Alert } from '../ui';
import { useErrorText } from '../use-error-text';

/** A code of the address (`/credits?code=X`) that does not apply: why, and that the prices are without it. */
export function PassedCodeRefused({ passed }: { passed: PassedCode | null }) {
  const t = useT();
  const errorText = useErrorText();
  if (!passed || !('problem' in passed)) return null;
  return (
    <Alert role="alert" data-testid="credits-code-refused">
      <strong>{errorText(passed.problem)}</strong> {t('credits.linkCodeRefused', { code: passed.code })}
    </Alert>
  );
}
