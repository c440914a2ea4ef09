import { creditedBeforeCollection } from './collection';

describe('a direct debit credited before its collection (decision 0034)', () => {
  it('is a completed direct-debit payment: credited now, the money collected later', () => {
    expect(creditedBeforeCollection({ method: 'sdd', status: 'completed' })).toBe(true);
  });

  it('is no other payment: a completed iDEAL payment is paid, an open or failed direct debit is not credited', () => {
    expect(creditedBeforeCollection({ method: 'ideal', status: 'completed' })).toBe(false);
    for (const status of ['open', 'pending', 'failed', 'cancelled']) expect(creditedBeforeCollection({ method: 'sdd', status })).toBe(false);
  });
});
