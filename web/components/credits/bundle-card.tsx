import { ChevronRight, Star } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { ApiCreditBundle } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { Figure, Was } from './parts';
import { centsOf } from '../../i18n/money';
import { useMoney, usePerMessage } from './money';

const Card = styled.a<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  height: 100%;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2.5)};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => (p.$popular ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  transition: border-color 150ms ease, transform 150ms ease, box-shadow 150ms ease;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: ${(p) => p.theme.shadow.float};
    transform: translateY(-2px);
  }
  .flags {
    position: absolute;
    top: -13px;
    left: ${(p) => p.theme.space(2)};
    display: flex;
    gap: 6px;
  }
  .head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
  }
  .credits {
    font-size: ${(p) => p.theme.font.size.title};
    font-weight: 800;
    line-height: 1.2;
  }
  .price {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 700;
    line-height: 1.2;
    text-align: right;
    ${Was} {
      font-size: ${(p) => p.theme.font.size.sm};
    }
  }
  .per {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .choose {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-height: 44px;
    border-radius: ${(p) => p.theme.radius.pill};
    font-weight: 600;
    ${(p) =>
      p.$popular
        ? css`
            background: ${p.theme.colors.primary};
            color: ${p.theme.colors.onPrimary};
          `
        : css`
            background: ${p.theme.colors.primarySoft};
            color: ${p.theme.colors.onPrimarySoft};
          `}
  }
`;

const Flag = styled.span<{ $tone: 'popular' | 'discount' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 700;
  line-height: 20px;
  ${(p) =>
    p.$tone === 'popular'
      ? css`
          background: ${p.theme.colors.primary};
          color: ${p.theme.colors.onPrimary};
        `
      : css`
          background: ${p.theme.colors.success};
          color: ${p.theme.colors.onSuccess};
        `}
`;

/** One bundle: credits with the price beside them, what a message costs at the price charged, its discount; it opens the order. */
export function BundleCard({ bundle, href, discountPercentage }: { bundle: ApiCreditBundle; href: string; discountPercentage: number }) {
  const t = useT();
  const money = useMoney();
  const perMessage = usePerMessage();
  const [list, charged] = [centsOf(bundle.amount), centsOf(bundle.discounted_amount)];
  const discounted = charged < list;
  const price = money(charged, bundle.currency);
  return (
    <Card href={href} $popular={bundle.popular} aria-label={t('credits.bundle.label', { credits: bundle.credits, price })}>
      {(bundle.popular || discounted) && (
        <span className="flags">
          {bundle.popular && (
            <Flag $tone="popular">
              <Star size={12} aria-hidden="true" fill="currentColor" />
              {t('credits.bundle.popular')}
            </Flag>
          )}
          {discounted && <Flag $tone="discount">{t('credits.discount.badge', { percentage: discountPercentage })}</Flag>}
        </span>
      )}
      <span className="head">
        <span className="credits">
          <Figure>{t('credits.bundle.credits', { credits: bundle.credits })}</Figure>
        </span>
        <span className="price">
          {discounted && <Was>{money(list, bundle.currency)}</Was>}
          <Figure>{price}</Figure>
        </span>
      </span>
      <p className="per">
        <Figure>{t('credits.bundle.messages', { messages: bundle.messages })}</Figure> ·{' '}
        <Figure>{perMessage(charged, bundle.messages, bundle.currency)}</Figure>
      </p>
      <span className="choose" aria-hidden="true">
        {t('credits.bundle.choose')}
        <ChevronRight size={18} />
      </span>
    </Card>
  );
}

/** The bundles side by side: one column on a phone, two on a tablet, four on a desktop. */
export const BundleGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 14px 0 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  grid-template-columns: 1fr;
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${(p) => p.theme.breakpoints.xl}px) {
    grid-template-columns: repeat(4, 1fr);
    .credits {
      font-size: ${(p) => p.theme.font.size.lg};
    }
    .price {
      font-size: ${(p) => p.theme.font.size.lead};
    }
  }
`;
