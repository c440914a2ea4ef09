import { useIntl } from 'react-intl';

/** Amounts as the member reads them: "€ 19,95" in Dutch, with the currency of the price. */
export function useMoney() {
  const intl = useIntl();
  return (amount: number, currency = 'EUR') => intl.formatNumber(amount, { style: 'currency', currency });
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
