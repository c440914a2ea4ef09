import { ArrowRight, CheckCircle2, Crown, Heart, Search, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, Container, PageTitle, roundBadge } from '../../../components/ui';
import type { MessageKey } from '../../../i18n/message-key';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';
import { isBuilt } from '../../../navigation/built-pages';
import { up } from '../../../theme/theme';

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
    font-size: 18px;
    line-height: 1.5;
  }
  .badge {
    ${roundBadge(72)}
    background: #eef5e1;
    color: ${(p) => p.theme.colors.successStrong};
  }
`;

const Cards = styled.ul`
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
    font-size: 20px;
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
    border-radius: 12px;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  a {
    align-self: flex-start;
  }
`;

function Choice(props: { icon: ReactNode; title: MessageKey; text: MessageKey; cta: MessageKey; href: string; primary?: boolean }) {
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

/** /activate/done (SPEC §2): confirmed; cards for the signup profile, premium and the member overview. */
export default observer(function ActivateDonePage() {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  const profileHref = user ? `/members/${user.profile.id}` : '/login';
  return (
    <Container>
      <Head>
        <span className="badge" aria-hidden="true">
          <CheckCircle2 size={36} />
        </span>
        <PageTitle>{t('activation.doneTitle')}</PageTitle>
        <p>{t('activation.doneIntro', { site: store.settings.settings.name })}</p>
      </Head>
      <Cards>
        <Choice icon={<UserRound size={24} />} title="activation.cardProfileTitle" text="activation.cardProfileText" cta="activation.cardProfileCta" href={profileHref} />
        {!user?.paid_user && isBuilt('/premium') && (
          <Choice icon={<Crown size={24} />} title="activation.cardPremiumTitle" text="activation.cardPremiumText" cta="activation.cardPremiumCta" href="/premium" />
        )}
        <Choice icon={<Heart size={24} />} title="activation.cardMatchesTitle" text="activation.cardMatchesText" cta="activation.cardMatchesCta" href="/signup-matches" />
        <Choice icon={<Search size={24} />} title="activation.cardMembersTitle" text="activation.cardMembersText" cta="activation.cardMembersCta" href="/members" primary />
      </Cards>
    </Container>
  );
});
