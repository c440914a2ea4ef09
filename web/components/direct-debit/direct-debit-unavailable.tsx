import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { useLocalPath } from '../language/use-local-path';
import { Alert, ButtonLink } from '../ui';
import { NarrowSection } from './parts';

/** Direct debit not offered in her country: said, with the way to the other methods. */
export function DirectDebitUnavailable() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <NarrowSection>
      <Alert role="alert">{t('directdebit.unavailable')}</Alert>
      {isBuilt('/credits') && (
        <ButtonLink href={localPath('/credits')} $variant="secondary">
          {t('directdebit.otherMethods')}
        </ButtonLink>
      )}
    </NarrowSection>
  );
}
