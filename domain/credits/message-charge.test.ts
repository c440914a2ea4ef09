import { DomainError } from '../shared/domain-error';
import { credits } from '../shared/quantities';
import { messageCharge } from './message-charge';

const MESSAGE_CREDITS = 10;

describe('what a message costs', () => {
  it('is a gratis message while the member has one, even with credits', () => {
    expect(messageCharge({ freeMessages: 1, credits: credits(100) }, MESSAGE_CREDITS)).toEqual({ kind: 'free_message' });
  });

  it('is a gratis message even with no credits', () => {
    expect(messageCharge({ freeMessages: 3, credits: credits(0) }, MESSAGE_CREDITS)).toEqual({ kind: 'free_message' });
  });

  it('is message_credits once the gratis messages are used', () => {
    expect(messageCharge({ freeMessages: 0, credits: credits(30) }, MESSAGE_CREDITS)).toEqual({ kind: 'credits', amount: 10 });
  });

  it('can be paid with a balance of exactly message_credits', () => {
    expect(messageCharge({ freeMessages: 0, credits: credits(10) }, MESSAGE_CREDITS)).toEqual({ kind: 'credits', amount: 10 });
  });

  it('is refused as insufficient_credits one credit short, saying what is needed and what there is', () => {
    const attempt = () => messageCharge({ freeMessages: 0, credits: credits(9) }, MESSAGE_CREDITS);
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'insufficient_credits', details: { needed: 10, balance: 9 } }));
  });
});
