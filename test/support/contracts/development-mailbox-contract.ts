import { expect, it } from 'vitest';
import type { OutgoingMail } from '../../../domain/mail/mailer';
import { freshWorldEachTest, type WorldMaker } from './adapter-world';

/**
 * What every MailOutbox and SmsOutbox adapter does (domain/mail/mailer.ts, domain/direct-debit/ports.ts): the
 * development mailbox that keeps what was delivered instead of sent, read newest first.
 */
export function developmentMailboxContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const mail = (to: string, changes: Partial<OutgoingMail> = {}): OutgoingMail => ({
    to,
    template: 'activation',
    locale: 'nl',
    domain: 'hartslag.example',
    name: 'Anna',
    link: 'https://hartslag.example/activate?token=abc',
    ...changes,
  });

  it('lists the mails newest first, as many as asked, each found again by its id', async () => {
    await world().given.mailDelivered(mail('anna@example.nl'), 'outbox-1');
    await world().given.mailDelivered(mail('bram@example.nl', { template: 'password_reset' }), 'outbox-2');
    await world().given.mailDelivered(mail('carla@example.nl'), 'outbox-3');

    const listed = await world().mailOutbox.list(10);
    expect(listed.map((m) => [m.to, m.template])).toEqual([
      ['carla@example.nl', 'activation'],
      ['bram@example.nl', 'password_reset'],
      ['anna@example.nl', 'activation'],
    ]);
    expect((await world().mailOutbox.list(2)).map((m) => m.to)).toEqual(['carla@example.nl', 'bram@example.nl']);
    for (const kept of listed) expect(await world().mailOutbox.find(kept.id)).toEqual(kept);
    expect(await world().mailOutbox.find(987_654)).toBeUndefined();
  });

  it('gives the newest mail to an address, whatever its case', async () => {
    await world().given.mailDelivered(mail('Anna@Example.nl', { template: 'activation' }), 'outbox-1');
    await world().given.mailDelivered(mail('bram@example.nl'), 'outbox-2');
    await world().given.mailDelivered(mail('anna@example.nl', { template: 'password_reset' }), 'outbox-3');
    expect((await world().mailOutbox.latestTo('ANNA@example.nl'))?.template).toBe('password_reset');
    expect(await world().mailOutbox.latestTo('carla@example.nl')).toBeUndefined();
  });

  it('lists the SMS newest first, and gives the newest to a number', async () => {
    await world().given.smsDelivered('+31612345678', 'Je code is 111111', 'outbox-1');
    await world().given.smsDelivered('+31687654321', 'Je code is 222222', 'outbox-2');
    await world().given.smsDelivered('+31612345678', 'Je code is 333333', 'outbox-3');
    expect((await world().smsOutbox.list(10)).map((s) => [s.to, s.text])).toEqual([
      ['+31612345678', 'Je code is 333333'],
      ['+31687654321', 'Je code is 222222'],
      ['+31612345678', 'Je code is 111111'],
    ]);
    expect(await world().smsOutbox.list(1)).toHaveLength(1);
    expect((await world().smsOutbox.latestTo('+31612345678'))?.text).toBe('Je code is 333333');
    expect(await world().smsOutbox.latestTo('+32470000000')).toBeUndefined();
  });
}
