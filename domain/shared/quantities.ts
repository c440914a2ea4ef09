/** Whole credits. A brand keeps credits from being passed where seconds or euros are meant. */
export type Credits = number & { readonly __unit: 'credits' };
export type Seconds = number & { readonly __unit: 'seconds' };

export const credits = (amount: number): Credits => {
  if (!Number.isInteger(amount)) throw new RangeError(`credits must be whole, got ${amount}`);
  return amount as Credits;
};
export const seconds = (amount: number): Seconds => amount as Seconds;
