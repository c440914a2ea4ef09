import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;
let anna: MemberId;
const mobile = '+31612345678';
const request = (member = anna) => world.useCases.directDebit.requestCode.run({ memberId: member, domain: world.settings.domain, mobile });

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2026-11-26T12:00:00Z') });
  anna = await world.addMember({ name: 'Anna' });
});

describe('asking for a direct-debit SMS code', () => {
  it('texts six digits to her mobile number and keeps only their digest, valid for 10 minutes', async () => {
    await request();

    expect(world.sms.sent).toHaveLength(1);
    const [sms] = world.sms.sent;
    expect(sms!.to).toBe(mobile);
    const code = /Je Hartslag-code is (\d{6})\./.exec(sms!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(world.store.data.smsCodes).toEqual([
      expect.objectContaining({ memberId: anna, mobile, codeDigest: `digest:sms:${anna}:${code}`, tries: 0, usedAt: null, expiresAt: new Date('2026-11-26T12:10:00Z') }),
    ]);
    expect(JSON.stringify(world.store.data.smsCodes)).not.toContain(`"${code}"`);
  });

  it('sends 3 codes an hour, then refuses with rate_limited and sends nothing', async () => {
    for (let i = 0; i < 3; i += 1) await request();

    await expect(request()).rejects.toMatchObject({ code: 'rate_limited' });
    expect(world.sms.sent).toHaveLength(3);

    world.clock.advance(3600_000);
    await request();
    expect(world.sms.sent).toHaveLength(4);
  });

  it('counts the codes per member', async () => {
    const bram = await world.addMember({ name: 'Bram' });
    for (let i = 0; i < 3; i += 1) await request();

    await request(bram);
    expect(world.sms.sent).toHaveLength(4);
  });

  it('sends one number 6 codes a day, whoever asks, then refuses with rate_limited', async () => {
    const others = await Promise.all(['Bram', 'Cas', 'Dirk'].map((name) => world.addMember({ name })));
    for (const member of others) for (let i = 0; i < 2; i += 1) await request(member);

    await expect(request()).rejects.toMatchObject({ code: 'rate_limited' });
    expect(world.sms.sent).toHaveLength(6);
    await world.useCases.directDebit.requestCode.run({ memberId: anna, domain: world.settings.domain, mobile: '+31687654321' });
    expect(world.sms.sent).toHaveLength(7);
  });

  it('sends nothing to a member blocked for direct debit', async () => {
    world.directDebitBlocks.block(anna);

    await expect(request()).rejects.toMatchObject({ code: 'direct_debit_blocked' });
    expect(world.sms.sent).toEqual([]);
    expect(world.store.data.smsCodes).toEqual([]);
  });

  const requestTo = (number: string) => world.useCases.directDebit.requestCode.run({ memberId: anna, domain: world.settings.domain, mobile: number });

  it('sends nothing to premium-rate, satellite, landline numbers: bad input on mobile, and no code counted', async () => {
    // +882, +883: international networks (satellite); +979: international premium rate; +31 900: Dutch premium rate; +31 20: Amsterdam.
    for (const number of ['+8821234567890', '+8835100123456', '+979123456789', '+31900123456', '+31201234567']) {
      await expect(requestTo(number), number).rejects.toMatchObject({ code: 'invalid_input', field: 'mobile' });
    }
    expect(world.sms.sent).toEqual([]);
    expect(world.store.data.smsCodes).toEqual([]);
    // None of the refusals used up her 3 codes an hour.
    for (let i = 0; i < 3; i += 1) await request();
    expect(world.sms.sent).toHaveLength(3);
  });

  it('texts a mobile number of any country the site serves, and none of a country it does not', async () => {
    await requestTo('+32470123456');
    expect(world.sms.sent.map((sms) => sms.to)).toEqual(['+32470123456']);

    world.siteSettings.set('countries', ['NL']);
    await expect(requestTo('+32470123456')).rejects.toMatchObject({ code: 'invalid_input', field: 'mobile' });
    await request();
    expect(world.sms.sent.map((sms) => sms.to)).toEqual(['+32470123456', mobile]);
  });
});
