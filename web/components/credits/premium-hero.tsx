import { Check, Crown, Images, ImagePlus, MessagesSquare, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { PageTitle } from '../ui';

const BENEFITS: ReadonlyArray<readonly [typeof Images, MessageKey]> = [
  [Images, 'premium.benefit.photos'],
  [ImagePlus, 'premium.benefit.uploads'],
  [MessagesSquare, 'premium.benefit.conversations'],
  [Sparkles, 'premium.benefit.functions'],
];

const Hero = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(135deg, #2a0a0e 0%, #5c0a12 55%, #8a0610 100%);
  color: #fff;
  ${up('md')} {
    padding: ${(p) => p.theme.space(5)};
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }
  .crown {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
    color: #ffd66b;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  h1 {
    color: #fff;
  }
  .lead {
    color: #f3d9dc;
    margin: 0;
  }
  .you {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-top: ${(p) => p.theme.space(2)};
    padding: 4px 12px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: #ffd66b;
    color: #2a0a0e;
    font-weight: 700;
  }
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1.5)};
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    font-weight: 600;
  }
  li .icon {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: rgba(255, 255, 255, 0.12);
    color: #ffd66b;
  }
`;

/** /premium's header on the brand's deep gradient: the title, what premium gives, and "you are premium" for a paid member. */
export function PremiumHero({ paid }: { paid: boolean }) {
  const t = useT();
  return (
    <Hero aria-labelledby="premium-title">
      <div>
        <span className="crown">
          <Crown size={30} aria-hidden="true" />
        </span>
        <PageTitle id="premium-title">{t('premium.title')}</PageTitle>
        <p className="lead">{t('premium.intro')}</p>
        {paid && (
          <span className="you">
            <Check size={16} aria-hidden="true" />
            {t('premium.youAre')}
          </span>
        )}
      </div>
      <div>
        <h2>{t('premium.benefits')}</h2>
        <ul>
          {BENEFITS.map(([Icon, key]) => (
            <li key={key}>
              <span className="icon">
                <Icon size={22} aria-hidden="true" />
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </Hero>
  );
}
