import { credits } from '../shared/quantities';
import { sendCharge } from './send-charge';

const prices = { message_credits: 10, gift_credits: 30, photo_credits: 20 };

describe('what sending costs', () => {
  it('spends a gratis message on text while any are left, else message_credits', () => {
    expect(sendCharge({ freeMessages: 1, credits: credits(0) }, null, prices)).toEqual({ kind: 'free_message', reason: 'message' });
    expect(sendCharge({ freeMessages: 0, credits: credits(10) }, null, prices)).toEqual({ kind: 'credits', amount: 10, reason: 'message' });
  });

  it('charges a gift gift_credits and a photo photo_credits, never a gratis message', () => {
    const sender = { freeMessages: 3, credits: credits(50) };
    expect(sendCharge(sender, { kind: 'gift', gift: 'rose' }, prices)).toEqual({ kind: 'credits', amount: 30, reason: 'gift' });
    expect(sendCharge(sender, { kind: 'photo', filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' }, prices)).toEqual({ kind: 'credits', amount: 20, reason: 'photo' });
  });

  it('refuses with insufficient_credits when the balance is short, saying what is needed', () => {
    expect(() => sendCharge({ freeMessages: 3, credits: credits(29) }, { kind: 'gift', gift: 'rose' }, prices)).toThrow(
      expect.objectContaining({ code: 'insufficient_credits', details: { needed: 30, balance: 29 } }),
    );
  });
});
