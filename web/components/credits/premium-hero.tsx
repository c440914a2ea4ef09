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
  background: ${(p) => p.theme.colors.premiumGradient};
  color: ${(p) => p.theme.colors.onInverse};
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
    background: ${(p) => p.theme.colors.inverseVeil};
    color: ${(p) => p.theme.colors.premiumGold};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  h1 {
    color: ${(p) => p.theme.colors.onInverse};
  }
  .lead {
    color: ${(p) => p.theme.colors.inverseLead};
    margin: 0;
  }
  .you {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-top: ${(p) => p.theme.space(2)};
    padding: 4px 12px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.premiumGold};
    color: ${(p) => p.theme.colors.onPremiumGold};
    font-weight: 700;
  }
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.colors.onInverse};
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
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.inverseVeil};
    color: ${(p) => p.theme.colors.premiumGold};
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
