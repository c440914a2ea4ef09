import { ArrowRight, MessageCircle, Search, ShieldCheck, Sparkles, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { css } from 'styled-components';
import { useData } from 'vike-react/useData';
import { CardGrid, MemberCard } from '../../components/member-card';
import { ButtonLink, Card, Container } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { HomeData } from './+data';
import { HeroFaces } from './faces';
import { Claim, FictionalNote, Figures, PromoTiles } from './front-door-parts';

// Logged-in members stay on / and see a welcome with shortcuts, so the brand page is never a dead end.

const Hero = styled.section`
  margin: -24px 0 ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)} 0 ${(p) => p.theme.space(7)};
  background: radial-gradient(circle at 85% 20%, rgba(30, 173, 219, 0.22), transparent 45%),
    linear-gradient(135deg, ${(p) => p.theme.colors.primary} 0%, ${(p) => p.theme.colors.primaryDeep} 100%);
  color: ${(p) => p.theme.colors.onPrimary};
  h1 {
    font-size: ${(p) => p.theme.font.size.xxl};
    max-width: 14ch;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.hero};
    }
  }
  .split {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
    align-items: center;
    ${up('lg')} {
      grid-template-columns: 1fr 480px;
      gap: ${(p) => p.theme.space(6)};
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
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
  a:last-child {
    color: ${(p) => p.theme.colors.onPrimary};
    border-color: rgba(255, 255, 255, 0.6);
    background: transparent;
  }
`;

const Values = styled.ul<{ $inPanel: boolean }>`
  list-style: none;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${(p) =>
    p.$inPanel &&
    css`
      ${up('lg')} {
        grid-template-columns: minmax(0, 1fr);
        gap: ${p.theme.space(2.5)};
        margin-bottom: ${p.theme.space(3)};
        padding: ${p.theme.space(3)};
        border-radius: ${p.theme.radius.card};
        background: ${p.theme.colors.surface};
        box-shadow: ${p.theme.shadow.card};
      }
    `}
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

const Welcome = styled(Card)<{ $inPanel: boolean }>`
  margin-bottom: ${(p) => p.theme.space(4)};
  p {
    color: ${(p) => p.theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1.5)};
  }
  ${(p) =>
    p.$inPanel &&
    css`
      ${up('lg')} {
        h1 {
          font-size: ${p.theme.font.size.xl};
        }
        div {
          flex-direction: column;
        }
      }
    `}
`;

/** The cards of an unfinished last row of an `n`-column grid (never of the first row). */
const lastRow = (n: number) => `& > :nth-child(${n}n + ${n + 1}):nth-last-child(-n + ${n - 1})`;

/**
 * The faces beside the side panel (2, 3 from md, 4 from xl), whole rows only: a half-empty last row reads unfinished,
 * and the link to all members is above the grid.
 */
const FaceGrid = styled(CardGrid)`
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px) {
    ${lastRow(2)} {
      display: none;
    }
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) and (max-width: ${(p) => p.theme.breakpoints.xl - 0.02}px) {
    ${lastRow(3)}, ${lastRow(3)} ~ * {
      display: none;
    }
  }
  ${up('xl')} {
    ${lastRow(4)}, ${lastRow(4)} ~ * {
      display: none;
    }
  }
`;

/**
 * From lg, with faces to show, the page's words (the values and the claim, or a member's welcome) are a side panel
 * beside the faces (issue 27: a desktop uses its width); below it, and without faces, one column.
 */
const Columns = styled.div<{ $beside: boolean }>`
  ${up('lg')} {
    display: ${(p) => (p.$beside ? 'grid' : 'block')};
    grid-template-columns: 320px minmax(0, 1fr);
    gap: ${(p) => p.theme.space(4)};
    align-items: start;
  }
`;

const SidePanel = styled.div<{ $beside: boolean }>`
  ${up('lg')} {
    position: ${(p) => (p.$beside ? 'sticky' : 'static')};
    top: ${(p) => p.theme.space(10)};
  }
`;

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space(5)};
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space(2)};
    flex-wrap: wrap;
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  .head h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xl};
    }
  }
  .head a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
`;

const Closing = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin: ${(p) => p.theme.space(5)} 0 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.primarySoft};
  h2 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export default observer(function HomePage() {
  const t = useT();
  const store = useStore();
  const { members, figures } = useData<HomeData>();
  const user = store.session.user;
  const name = store.settings.settings.name;
  // A visitor sees six faces in the hero and the next ones in the grid; a member the grid alone (rows of five and two).
  const hero = user ? [] : members.slice(0, 6);
  const grid = user || members.length <= hero.length ? members.slice(0, 10) : members.slice(hero.length, hero.length + 10);
  const beside = grid.length > 0;

  return (
    <>
      {!user && (
        <Hero>
          <Container>
            <div className="split">
              <div>
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
                {figures && <Figures figures={figures} />}
              </div>
              {hero.length > 0 && <HeroFaces members={hero} />}
            </div>
          </Container>
        </Hero>
      )}
      <Container>
        <Columns $beside={beside}>
          <SidePanel $beside={beside}>
            {user ? (
              <Welcome $inPanel={beside}>
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
              <Values aria-label={name} $inPanel={beside}>
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
            {!user && <Claim inPanel={beside} />}
          </SidePanel>
          {beside && (
            <Section aria-labelledby="new-members">
              <div className="head">
                <h2 id="new-members">{t(user ? 'home.membersTitle' : 'arrival.facesTitle')}</h2>
                <a href="/members">
                  {t('arrival.facesMore')} <ArrowRight size={16} aria-hidden="true" />
                </a>
              </div>
              <FaceGrid $beside data-part="card-grid">
                {grid.map((profile) => (
                  <MemberCard key={profile.id} profile={profile} />
                ))}
              </FaceGrid>
              {[...hero, ...grid].some((profile) => profile.fictional) && <FictionalNote />}
            </Section>
          )}
        </Columns>
        <PromoTiles />
        {!user && (
          <Closing>
            <div>
              <h2>{t('arrival.ctaTitle')}</h2>
              <p>{t('arrival.ctaText')}</p>
            </div>
            <ButtonLink href="/signup">
              <UserPlus size={20} aria-hidden="true" />
              {t('home.ctaSignup')}
            </ButtonLink>
          </Closing>
        )}
      </Container>
    </>
  );
});
