import { UserPlus } from 'lucide-react';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import type { HomeData } from '../../pages/index/+data';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { ButtonLink, Container } from '../ui';
import { HeroFaces } from './faces';
import { Figures } from './front-door-parts';

const Hero = styled.section`
  margin: -24px 0 ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)} 0 ${(p) => p.theme.space(7)};
  background: ${(p) => p.theme.colors.heroGlow},
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
    font-size: ${(p) => p.theme.font.size.lead};
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
    border-color: ${(p) => p.theme.colors.heroOutline};
    background: transparent;
  }
`;

/** A visitor's welcome: the promise, the ways in, the site's figures and the first faces. */
export function HomeHero({ faces, figures }: { faces: readonly ApiProfile[]; figures: HomeData['figures'] }) {
  const t = useT();
  return (
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
          {faces.length > 0 && <HeroFaces members={faces} />}
        </div>
      </Container>
    </Hero>
  );
}
