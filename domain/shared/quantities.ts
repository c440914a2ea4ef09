/** Whole credits. A brand keeps credits from being passed where seconds or euros are meant. */
export type Credits = number & { readonly __unit: 'credits' };
export type Seconds = number & { readonly __unit: 'seconds' };

export const credits = (amount: number): Credits => {
  if (!Number.isInteger(amount)) throw new RangeError(`credits must be whole, got ${amount}`);
  return amount as Credits;
};
export const seconds = (amount: number): Seconds => amount as Seconds;

/** Money in the smallest unit of its currency (euro cents): whole, so sums are exact. */
export type Cents = number & { readonly __unit: 'cents' };
/** A share out of a hundred (a discount of 25 %). */
export type Percent = number & { readonly __unit: 'percent' };

export const cents = (amount: number): Cents => {
  if (!Number.isInteger(amount)) throw new RangeError(`cents must be whole, got ${amount}`);
  return amount as Cents;
};
export const percent = (share: number): Percent => {
  if (!(share >= 0 && share <= 100)) throw new RangeError(`a percentage is 0 to 100, got ${share}`);
  return share as Percent;
};
