import { MessageCircle, Search, ShieldCheck, Sparkles, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { CardGrid, MemberCard } from '../../components/member-card';
import { ButtonLink, Card, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { HomeData } from './+data';

// Logged-in members stay on / and see a welcome with shortcuts, so the brand page is never a dead end.

const Hero = styled.section`
  margin: -24px 0 ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)} 0 ${(p) => p.theme.space(7)};
  background: radial-gradient(circle at 85% 20%, rgba(30, 173, 219, 0.22), transparent 45%),
    linear-gradient(135deg, #d50918 0%, #9e0612 100%);
  color: #fff;
  h1 {
    font-size: 32px;
    max-width: 14ch;
    ${up('md')} {
      font-size: 48px;
    }
  }
  p {
    font-size: 18px;
    max-width: 36rem;
    margin: 0 0 ${(p) => p.theme.space(3)};
    opacity: 0.95;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  a:first-child {
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
  }
  a:last-child {
    color: #fff;
    border-color: rgba(255, 255, 255, 0.6);
    background: transparent;
  }
`;

const Values = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .icon {
    flex: none;
    display: inline-flex;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Welcome = styled(Card)`
  margin-bottom: ${(p) => p.theme.space(4)};
  p {
    color: ${(p) => p.theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1.5)};
  }
`;

export default observer(function HomePage() {
  const t = useT();
  const store = useStore();
  const { members } = useData<HomeData>();
  const user = store.session.user;
  const name = store.settings.settings.name;

  return (
    <>
      {!user && (
        <Hero>
          <Container>
            <h1>{t('home.heroTitle')}</h1>
            <p>{t('home.heroText')}</p>
            <Actions>
              <ButtonLink href="/signup">
                <UserPlus size={20} aria-hidden="true" />
                {t('home.ctaSignup')}
              </ButtonLink>
              <ButtonLink href="/login" $variant="secondary">
                {t('home.ctaLogin')}
              </ButtonLink>
            </Actions>
          </Container>
        </Hero>
      )}
      <Container>
        {user ? (
          <Welcome>
            <h1>{t('home.welcome', { name: user.profile.name })}</h1>
            <p>{t('home.welcomeText')}</p>
            <div>
              <ButtonLink href="/members">
                <Search size={20} aria-hidden="true" />
                {t('nav.search')}
              </ButtonLink>
              <ButtonLink href="/chats" $variant="secondary">
                <MessageCircle size={20} aria-hidden="true" />
                {t('nav.messages')}
              </ButtonLink>
            </div>
          </Welcome>
        ) : (
          <Values aria-label={name}>
            <li>
              <span className="icon" aria-hidden="true">
                <Sparkles size={22} />
              </span>
              <div>
                <h2>{t('home.value1Title')}</h2>
                <p>{t('home.value1Text')}</p>
              </div>
            </li>
            <li>
              <span className="icon" aria-hidden="true">
                <MessageCircle size={22} />
              </span>
              <div>
                <h2>{t('home.value2Title')}</h2>
                <p>{t('home.value2Text')}</p>
              </div>
            </li>
            <li>
              <span className="icon" aria-hidden="true">
                <ShieldCheck size={22} />
              </span>
              <div>
                <h2>{t('home.value3Title')}</h2>
                <p>{t('home.value3Text')}</p>
              </div>
            </li>
          </Values>
        )}
        {members.length > 0 && (
          <section aria-labelledby="new-members">
            <h2 id="new-members">{t('home.membersTitle')}</h2>
            <CardGrid>
              {members.map((profile) => (
                <MemberCard key={profile.id} profile={profile} />
              ))}
            </CardGrid>
          </section>
        )}
      </Container>
    </>
  );
});
