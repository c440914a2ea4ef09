import type { NewMandate } from '../../../domain/direct-debit/mandate';
import type { NewSmsCode } from '../../../domain/direct-debit/ports';
import type { NewPayment } from '../../../domain/payments/payment';
import type { MemberId } from '../../../domain/shared/ids';
import { cents, credits, percent } from '../../../domain/shared/quantities';
import { CONTRACT_NOW } from './adapter-world';

/** An ordinary open iDEAL order of 100 credits at € 19,95, made now, with the changes a contract names. */
export const newPayment = (memberId: MemberId, paymentId: string, changes: Partial<NewPayment> = {}): NewPayment => ({
  paymentId,
  memberId,
  domain: 'hartslag.example',
  bundleId: 2,
  credits: credits(100),
  listAmount: cents(1995),
  amount: cents(1995),
  currency: 'EUR',
  method: 'ideal',
  status: 'open',
  provider: 'sandbox',
  discountCode: null,
  discountPercentage: percent(0),
  consentAt: CONTRACT_NOW,
  createdAt: CONTRACT_NOW,
  ...changes,
});

export const newMandate = (memberId: MemberId, paymentId: string): NewMandate => ({
  memberId,
  paymentId,
  accountHolder: 'A. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Oudegracht',
  houseNumber: '12',
  postcode: '3511 AB',
  city: 'Utrecht',
  mobile: '+31612345678',
  createdAt: CONTRACT_NOW,
});

export const newSmsCode = (memberId: MemberId, changes: Partial<NewSmsCode> = {}): NewSmsCode => ({
  memberId,
  mobile: '+31612345678',
  codeDigest: 'digest-of-123456',
  expiresAt: new Date(CONTRACT_NOW.getTime() + 10 * 60_000),
  createdAt: CONTRACT_NOW,
  ...changes,
});
