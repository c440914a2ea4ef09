import { useIntl } from 'react-intl';
import { messagePrice } from '../../../domain/payments/message-price';
import type { Cents } from '../../../domain/shared/quantities';
import { moneyText } from '../../i18n/money';
import { useT } from '../../i18n/use-t';

/** Amounts as the member reads them, by the one money rule (web/i18n/money.ts): whole cents, "€ 19,95" in Dutch. */
export function useMoney() {
  const intl = useIntl();
  return (amount: Cents, currency = 'EUR') => moneyText(intl.formatNumber, amount, currency);
}

/**
 * What one message costs when `amount` buys `messages` (domain/payments/message-price.ts): "€ 1,99 per bericht" when it
 * adds up, "ca. € 1,49 per bericht" when it cannot to the cent, empty when the bundle buys no whole message.
 * `alone`: the price without the words around it, for a column headed "Per bericht".
 */
export function usePerMessage() {
  const t = useT();
  const money = useMoney();
  return (amount: Cents, messages: number, currency: string, alone = false) => {
    const price = messagePrice(amount, messages);
    if (!price) return '';
    const values = { price: money(price.each, currency), exact: price.exact ? 'yes' : 'no' };
    return alone ? t('credits.bundle.perMessagePrice', values) : t('credits.bundle.perMessage', values);
  };
}

/** A moment of a payment, in the site's time zone (the intl's), the same on the server and in the browser. */
export function useDateTime() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A payment's moment in a list, short: "26 nov 2026, 04:55". */
export function useShortDateTime() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
