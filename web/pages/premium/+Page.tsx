import { Crown, MessagesSquare, RotateCcw, ImagePlus, Images, Sparkles, Check } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { BundleCard, BundleGrid } from '../../components/credits/bundle-card';
import { useMoney } from '../../components/credits/money';
import { centsOf } from '../../i18n/money';
import { methodKey } from '../../components/credits/method-names';
import { MethodIcon } from '../../components/credits/method-icon';
import { Figure, MoneyPage } from '../../components/credits/parts';
import { ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { PremiumData } from './+data';
import { useLocalPath } from '../../components/language/use-local-path';

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

const Repeatable = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    flex-wrap: wrap;
  }
  .what {
    flex: 1 1 200px;
    display: flex;
    align-items: center;
    gap: 12px;
    min-width: 0;
  }
  .what svg {
    flex: none;
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  .credits {
    font-weight: 700;
  }
  .small {
    display: block;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** /premium (SPEC §2, §6): what premium gives, the bundles (the first purchase makes her premium), her repeatable orders. */
export default observer(function PremiumPage() {
  const { offer, repeatable } = useData<PremiumData>();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const user = useStore().session.user;
  const paid = Boolean(user?.paid_user);
  return (
    <Container>
      <MoneyPage>
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
        {paid && repeatable.length > 0 && (
          <section aria-labelledby="premium-repeatable">
            <h2 id="premium-repeatable">{t('premium.repeatable')}</h2>
            <p className="lead">{t('premium.repeatableIntro')}</p>
            <Repeatable>
              {repeatable.map((payment) => {
                const method = t(methodKey(payment.method));
                return (
                  <Card as="li" key={`${payment.bundle_id}/${payment.method}`}>
                    <span className="what">
                      <MethodIcon method={payment.method} size={24} />
                      <span>
                        <span className="credits">
                          <Figure>{t('credits.bundle.credits', { credits: payment.credits })}</Figure>
                        </span>
                        <span className="small">
                          {method} · <Figure>{money(centsOf(payment.list_amount), payment.currency)}</Figure>
                        </span>
                      </span>
                    </span>
                    <ButtonLink
                      href={localPath(`/credits/${payment.bundle_id}/${payment.method}`)}
                      $variant="secondary"
                      aria-label={t('premium.repeatLabel', { credits: payment.credits, method })}
                    >
                      <RotateCcw size={18} aria-hidden="true" />
                      {t('premium.repeat')}
                    </ButtonLink>
                  </Card>
                );
              })}
            </Repeatable>
          </section>
        )}
        <section aria-labelledby="premium-bundles">
          <h2 id="premium-bundles">{t(paid ? 'premium.moreCredits' : 'premium.bundles')}</h2>
          <BundleGrid>
            {offer.bundles.map((bundle) => (
              <li key={bundle.id}>
                <BundleCard bundle={bundle} href={localPath(`/credits/${bundle.id}`)} discountPercentage={offer.discount?.percentage ?? 0} />
              </li>
            ))}
          </BundleGrid>
        </section>
      </MoneyPage>
    </Container>
  );
});
