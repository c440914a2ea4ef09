import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { ButtonLink, Card, PageTitle, roundBadge } from '../ui';

const Head = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${(p) => p.theme.space(1.5)};
  margin: ${(p) => p.theme.space(2)} auto ${(p) => p.theme.space(4)};
  max-width: 40rem;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.lead};
    line-height: 1.5;
  }
  .badge {
    ${roundBadge(72)}
    background: ${(p) => p.theme.colors.successSoft};
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

/** The confirmed member's welcome: the check mark, the title and what comes next. */
export function ActivationDoneHead({ title, intro }: { title: string; intro: string }) {
  return (
    <Head>
      <span className="badge" aria-hidden="true">
        <CheckCircle2 size={36} />
      </span>
      <PageTitle>{title}</PageTitle>
      <p>{intro}</p>
    </Head>
  );
}

/** The choices after confirming, a column on a phone and a row of three from the medium breakpoint. */
export const ActivationChoices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${(p) => p.theme.space(3)};
  }
`;

const Tile = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
    flex: 1;
  }
  .icon {
    display: inline-flex;
    width: 48px;
    height: 48px;
    border-radius: ${(p) => p.theme.radius.card};
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  a {
    align-self: flex-start;
  }
`;

/** One choice: an icon, what it is, why, and the button that goes there. */
export function ActivationChoice(props: { icon: ReactNode; title: MessageKey; text: MessageKey; cta: MessageKey; href: string; primary?: boolean }) {
  const t = useT();
  return (
    <li>
      <Tile aria-labelledby={`done-${props.title}`}>
        <span className="icon" aria-hidden="true">
          {props.icon}
        </span>
        <h2 id={`done-${props.title}`}>{t(props.title)}</h2>
        <p>{t(props.text)}</p>
        <ButtonLink href={props.href} $variant={props.primary ? 'primary' : 'secondary'}>
          {t(props.cta)}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Tile>
    </li>
  );
}
