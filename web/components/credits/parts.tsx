import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PiggyBank } from 'lucide-react';
import styled, { css } from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import { up } from '../../theme/theme';

/** Money and counts line up: tabular figures (ui.md). */
export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A list price no longer asked: struck through, quiet. */
export const Was = styled.s`
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  font-weight: 400;
`;

/** The money pages' column: one readable width, sections spaced on the 8 px grid. */
export const MoneyPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    margin: 0 0 ${(p) => p.theme.space(1.5)};
  }
  .lead {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    max-width: 680px;
  }
`;

/** The header of a money page: its title and a short lead, and an aside (the balance) on the right from a tablet on. */
export const PageHead = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  h1 {
    margin: 0;
  }
  ${up('md')} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(3)};
  }
`;

/** A quiet pill: the balance, a status. */
export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: 4px 12px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The member's balance beside a money page's title. */
export function BalancePill({ credits }: { credits: number }) {
  const t = useT();
  return (
    <Pill>
      <PiggyBank size={16} aria-hidden="true" />
      {t('credits.balance', { credits })}
    </Pill>
  );
}

/** A payment method's icon on its soft tile (the method choice, the transaction list). */
export const iconTile = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${(p) => p.theme.radius.control};
  background: ${(p) => p.theme.colors.secondarySoft};
  color: ${(p) => p.theme.colors.secondaryStrong};
`;

/** A catalogue text with links to the terms and the return policy in it (`<terms>…</terms>`, `<returns>…</returns>`). */
export function LegalText({ id, values }: { id: MessageKey; values?: Record<string, string | number> }) {
  return (
    <FormattedMessage
      id={id}
      values={{
        ...values,
        terms: (chunks: ReactNode[]) => <a href="/pages/terms">{chunks}</a>,
        returns: (chunks: ReactNode[]) => <a href="/pages/return-policy">{chunks}</a>,
      }}
    />
  );
}

/** Small print under a money section: quiet, its links in the text colour. */
export const SmallPrint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  a {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** /pricing's two columns from a laptop on: the price table, and beside it the costs and the methods (`.side`). */
export const PricingGrid = styled.div`
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
