import { Camera, ShoppingBag, Gift, MessageCircle, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { MethodList } from '../../components/credits/method-list';
import { useMoney, usePerMessage } from '../../components/credits/money';
import { Figure, LegalText, MoneyPage, PageHead } from '../../components/credits/parts';
import { ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { centsOf } from '../../i18n/money';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { PricingData } from './+data';
import { useLocalPath } from '../../components/language/use-local-path';

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 12px 8px;
    text-align: right;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  thead th {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 700;
  }
  .price {
    font-weight: 700;
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .hide-sm {
    display: none;
    ${up('sm')} {
      display: table-cell;
    }
  }
`;

const Costs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .icon {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 10px;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  .what {
    flex: 1;
  }
  .cost {
    font-weight: 700;
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  a {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** /pricing (SPEC §2): the public price list — bundles in euros, what a message, photo and gift cost, the methods. */
export default observer(function PricingPage() {
  const { offer } = useData<PricingData>();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const perMessage = usePerMessage();
  const store = useStore();
  const settings = store.settings.settings;
  const member = store.session.loggedIn;
  const costs: ReadonlyArray<readonly [typeof Camera, MessageKey, number]> = [
    [MessageCircle, 'pricing.cost.message', settings.message_credits],
    [Camera, 'pricing.cost.photo', settings.photo_credits],
    [Gift, 'pricing.cost.gift', settings.gift_credits],
  ];
  return (
    <Container>
      <MoneyPage>
        <PageHead>
          <div>
            <PageTitle>{t('pricing.title')}</PageTitle>
            <p className="lead">{t('pricing.intro', { name: settings.name })}</p>
          </div>
          {member
            ? isBuilt('/credits') && (
                <ButtonLink href={localPath('/credits')}>
                  <ShoppingBag size={18} aria-hidden="true" />
                  {t('pricing.buy')}
                </ButtonLink>
              )
            : (
                <ButtonLink href="/signup">
                  <UserPlus size={18} aria-hidden="true" />
                  {t('pricing.signup')}
                </ButtonLink>
              )}
        </PageHead>
        <Grid>
          <Card aria-labelledby="pricing-bundles">
            <h2 id="pricing-bundles">{t('pricing.bundles')}</h2>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('pricing.col.credits')}</th>
                  <th scope="col">{t('pricing.col.price')}</th>
                  <th scope="col" className="hide-sm">
                    {t('pricing.col.messages')}
                  </th>
                  <th scope="col">{t('pricing.col.perMessage')}</th>
                </tr>
              </thead>
              <tbody>
                {offer.bundles.map((bundle) => (
                  <tr key={bundle.id}>
                    <th scope="row">{t('credits.bundle.credits', { credits: bundle.credits })}</th>
                    <td className="price">{money(centsOf(bundle.amount), bundle.currency)}</td>
                    <td className="hide-sm muted">{bundle.messages}</td>
                    <td className="muted">{perMessage(centsOf(bundle.amount), bundle.messages, bundle.currency, true)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          <div className="side">
            <Card aria-labelledby="pricing-costs">
              <h2 id="pricing-costs">{t('pricing.costs')}</h2>
              <Costs>
                {costs.map(([Icon, key, credits]) => (
                  <li key={key}>
                    <span className="icon">
                      <Icon size={18} aria-hidden="true" />
                    </span>
                    <span className="what">{t(key)}</span>
                    <Figure className="cost">{t('credits.bundle.credits', { credits })}</Figure>
                  </li>
                ))}
              </Costs>
              <Small>{t('pricing.free')}</Small>
            </Card>
            <Card aria-labelledby="pricing-methods">
              <h2 id="pricing-methods">{t('pricing.methods')}</h2>
              <MethodList methods={offer.methods} label={t('pricing.methods')} />
            </Card>
          </div>
        </Grid>
        <Small>
          <LegalText id="pricing.legal" />
        </Small>
      </MoneyPage>
    </Container>
  );
});
