import type { CreditLedger } from '../accounts/ports';
import type { MemberId } from '../shared/ids';
import { credits, type Credits } from '../shared/quantities';

/**
 * What a member owes in credits (decision 0076): a refund or a reversed direct debit takes back credits she had
 * already spent, so the ledger cannot take them all without going below zero. The rest is recorded here as a debt —
 * an `owed` row — and her next purchases settle it: the ledger takes it back from the credits they bring, and a
 * `settled` row takes it off. What she owes is the sum of the rows, never below zero. Inside a transaction only.
 */
export interface CreditDebts {
  owedBy(memberId: MemberId): Promise<Credits>;
  /** Positive: she owes more; negative: a purchase settled that much. */
  record(entry: { readonly memberId: MemberId; readonly credits: Credits; readonly reference: string; readonly at: Date }): Promise<void>;
}

export interface TakeBack {
  /** What the ledger took from her balance. */
  readonly taken: Credits;
  /** What she could not pay and now owes. */
  readonly debt: Credits;
  readonly balance: Credits;
}

/**
 * Takes `due` credits back from a member (locked by the caller) with balance `balance`: as much as she has through the
 * ledger (one `refund` row), the rest as a debt. Never takes her balance below zero.
 */
export async function takeBack(
  scope: { readonly ledger: CreditLedger; readonly debts: CreditDebts },
  input: { readonly memberId: MemberId; readonly balance: Credits; readonly due: Credits; readonly reference: string; readonly at: Date },
): Promise<TakeBack> {
  const taken = credits(Math.max(0, Math.min(input.balance, input.due)));
  const debt = credits(input.due - taken);
  const balance = taken > 0 ? await scope.ledger.record({ memberId: input.memberId, amount: credits(-taken), reason: 'refund', reference: input.reference, at: input.at }) : input.balance;
  if (debt > 0) await scope.debts.record({ memberId: input.memberId, credits: debt, reference: input.reference, at: input.at });
  return { taken, debt, balance };
}

/**
 * After a purchase credited her (inside its transaction): what she owes is taken from her new balance through the
 * ledger (a `refund` row referenced `debt:<payment id>`) and settled, as far as the balance reaches.
 */
export async function settleDebt(
  scope: { readonly ledger: CreditLedger; readonly debts: CreditDebts },
  input: { readonly memberId: MemberId; readonly balance: Credits; readonly paymentId: string; readonly at: Date },
): Promise<Credits> {
  const owed = await scope.debts.owedBy(input.memberId);
  const settled = Math.min(owed, input.balance);
  if (settled <= 0) return input.balance;
  const reference = `debt:${input.paymentId}`;
  const balance = await scope.ledger.record({ memberId: input.memberId, amount: credits(-settled), reason: 'refund', reference, at: input.at });
  await scope.debts.record({ memberId: input.memberId, credits: credits(-settled), reference, at: input.at });
  return balance;
}
