import { Clock, CloudOff, FileX, House, Lock, LogIn, RefreshCw, SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { errorHintKey } from '../../signals/error-status';
import { up } from '../../theme/theme';
import { ButtonLink, Card } from '../ui';

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

/** The error page's card: the status's mark and code, what happened, a hint, and the ways out (home, login, try again). */
export function ErrorPanel({ status, heading, here }: { status: number; heading: string; here: string }) {
  const t = useT();
  const Icon = ICONS[status] ?? TriangleAlert;
  const retry = status >= 500 || status === 429;
  return (
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
  );
}
