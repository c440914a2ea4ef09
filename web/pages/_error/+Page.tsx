import { Clock, CloudOff, FileX, House, Lock, LogIn, RefreshCw, SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink, Card, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { errorHintKey, errorMessageOf, errorStatusOf } from '../../signals/error-status';
import { up } from '../../theme/theme';

const ICONS: Record<number, LucideIcon> = { 401: LogIn, 403: Lock, 404: SearchX, 410: FileX, 429: Clock, 503: CloudOff };

const Box = styled(Card)`
  max-width: 600px;
  margin: ${(p) => p.theme.space(2)} auto;
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(3)};
  text-align: center;
  ${up('md')} {
    margin-top: ${(p) => p.theme.space(6)};
    padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(5)};
  }
  .mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    margin-bottom: ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  .code {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.colors.textMuted};
  }
  h1 {
    font-size: ${(p) => p.theme.font.size.xl};
    overflow-wrap: anywhere;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xxl};
    }
  }
  .hint {
    max-width: 40ch;
    margin: 0 auto ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  a {
    width: 100%;
    max-width: 300px;
  }
`;

/**
 * SPEC §8: the error's message or 'Error'; the status defaults to 500; 404 says 'This page could not be found' and
 * links home. Every status says what happened in a line of its own and offers the way out.
 */
export default function ErrorPage() {
  const pageContext = usePageContext();
  const t = useT();
  const status = errorStatusOf(pageContext);
  const is404 = status === 404;
  const heading = errorMessageOf(pageContext) ?? (is404 ? t('error.notFoundTitle') : t('error.title'));
  const Icon = ICONS[status] ?? TriangleAlert;
  const retry = status >= 500 || status === 429;
  const here = pageContext.urlOriginal ?? pageContext.urlPathname ?? '/';
  return (
    <Container>
      <Box aria-labelledby="error-heading" data-status={status}>
        <span className="mark" aria-hidden="true">
          <Icon size={36} strokeWidth={1.75} />
        </span>
        <p className="code">{t('error.code', { status })}</p>
        <h1 id="error-heading">{heading}</h1>
        <p className="hint">{t(errorHintKey(status))}</p>
        <Actions>
          <ButtonLink href="/">
            <House size={20} aria-hidden="true" />
            {t('error.backHome')}
          </ButtonLink>
          {status === 401 && (
            <ButtonLink href="/login" $variant="secondary">
              <LogIn size={20} aria-hidden="true" />
              {t('nav.login')}
            </ButtonLink>
          )}
          {retry && (
            <ButtonLink href={here} $variant="secondary" rel="nofollow">
              <RefreshCw size={20} aria-hidden="true" />
              {t('error.tryAgain')}
            </ButtonLink>
          )}
        </Actions>
      </Box>
    </Container>
  );
}
