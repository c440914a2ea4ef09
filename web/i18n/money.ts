import { cents, type Cents } from '../../domain/shared/quantities';

/**
 * Money in the browser (decision 0046): every figure is reckoned in whole cents and written by one rule, so what a page
 * shows adds up (a discount is the list price minus the total, to the cent) and reads the same on every page.
 */

/** An amount of the wire (docs/api.md: euros, or the currency's unit, with two decimals) as whole cents. */
export const centsOf = (amount: number): Cents => cents(Math.round(amount * 100));

/** What formats a number in the page's locale: react-intl's formatNumber, or Intl.NumberFormat's outside React. */
export type FormatNumber = (value: number, options: { style: 'currency'; currency: string }) => string;

/**
 * The one money text: whole cents of a currency as the locale writes them, "€ 7,46" in Dutch, "€7.46" in English.
 * Cents only, so an amount in euros cannot reach it by mistake (the type says so).
 */
export const moneyText = (format: FormatNumber, amount: Cents, currency: string): string => format(amount / 100, { style: 'currency', currency });

/** The same rule outside React (the static pages' placeholders, made on the server): Intl in the given locale. */
export const intlFormat =
  (locale: string): FormatNumber =>
  (value, options) =>
    new Intl.NumberFormat(locale, options).format(value);
