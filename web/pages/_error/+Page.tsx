import { Home } from 'lucide-react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink, Card, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${(p) => p.theme.space(4)} auto;
  text-align: center;
  .code {
    font-size: 56px;
    font-weight: 800;
    color: ${(p) => p.theme.colors.primary};
    margin: 0;
    line-height: 1;
  }
`;

/** SPEC §8: 404 says the page could not be found and links home; otherwise the error's message or 'Error'. */
export default function ErrorPage() {
  const { is404, abortReason } = usePageContext();
  const t = useT();
  const message = typeof abortReason === 'string' ? abortReason : t('error.title');
  return (
    <Container>
      <Box>
        <p className="code" aria-hidden="true">
          {is404 ? '404' : '!'}
        </p>
        <h1>{is404 ? t('error.notFoundTitle') : message}</h1>
        <ButtonLink href="/">
          <Home size={20} aria-hidden="true" />
          {t('error.backHome')}
        </ButtonLink>
      </Box>
    </Container>
  );
}
