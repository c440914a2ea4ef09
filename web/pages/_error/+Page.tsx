import { usePageContext } from 'vike-react/usePageContext';
import { ErrorPanel } from '../../components/error/error-panel';
import { Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { errorMessageOf, errorStatusOf } from '../../signals/error-status';

/**
 * SPEC §8: the error's message or 'Error'; the status defaults to 500; 404 says 'This page could not be found' and
 * links home. Every status says what happened in a line of its own and offers the way out.
 */
export default function ErrorPage() {
  const pageContext = usePageContext();
  const t = useT();
  const status = errorStatusOf(pageContext);
  const heading = errorMessageOf(pageContext) ?? (status === 404 ? t('error.notFoundTitle') : t('error.title'));
  return (
    <Container>
      <ErrorPanel status={status} heading={heading} here={pageContext.urlOriginal ?? pageContext.urlPathname ?? '/'} />
    </Container>
  );
}
