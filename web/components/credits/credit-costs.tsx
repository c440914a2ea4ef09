import { Camera, Gift, MessageCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Card } from '../ui';
import { Figure, SmallPrint } from './parts';

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
    border-radius: ${(p) => p.theme.radius.control};
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

/** What costs credits (a message, a photo, a gift), from the site's settings, and what is free. */
export const CreditCosts = observer(function CreditCosts() {
  const t = useT();
  const settings = useStore().settings.settings;
  const costs: ReadonlyArray<readonly [typeof Camera, MessageKey, number]> = [
    [MessageCircle, 'pricing.cost.message', settings.message_credits],
    [Camera, 'pricing.cost.photo', settings.photo_credits],
    [Gift, 'pricing.cost.gift', settings.gift_credits],
  ];
  return (
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
      <SmallPrint>{t('pricing.free')}</SmallPrint>
    </Card>
  );
});
