import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import { ExportMemberData } from './export-member-data';

let world: InMemoryWorld;
let closure: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  closure = world;
});

const say = async (from: Parameters<InMemoryWorld['openConversation']['run']>[0], to: typeof from, text: string) => {
  const conversation = await world.openConversation.run(from, to);
  await world.sendMessage.run({ senderId: from, conversationId: conversation.id, text, domain: 'hartslag.example' });
};

describe('exporting my data', () => {
  it('holds my account, profile, conversations with their messages and my ledger', async () => {
    const anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl', credits: 50 });
    const bram = await world.addMember({ name: 'Bram', credits: 50 });
    await say(anna, bram, 'Hoi Bram');
    await say(bram, anna, 'Hoi Anna');

    const data = await closure.exportMemberData.run(anna, (file) => `/media/${file}`);

    expect(data.account).toMatchObject({ id: anna, email: 'anna@example.nl', credits: 40 });
    expect(data.profile.name).toBe('Anna');
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ with_profile: { id: bram, name: 'Bram' } });
    expect(data.conversations[0]!.messages.map((m) => [m.from_me, m.body])).toEqual([
      [true, 'Hoi Bram'],
      [false, 'Hoi Anna'],
    ]);
    expect(data.ledger.map((e) => [e.amount, e.reason])).toEqual([
      [50, 'purchase'],
      [-10, 'message'],
    ]);
    expect(data.likes).toEqual({ given: [], received: [] });
    expect(data.payments).toEqual([]);
  });

  it('holds nothing of a conversation between two other members, and no password hash', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember({ credits: 50 });
    const cas = await world.addMember();
    await say(bram, cas, 'Geheim tussen Bram en Cas');

    const data = await closure.exportMemberData.run(anna, (file) => `/media/${file}`);

    expect(data.conversations).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Geheim');
    expect(text).not.toMatch(/password|hash/i);
  });

  it('gives the URL of every photo of the member, at the CDN prefix', async () => {
    const anna = await world.addMember();
    expect((await closure.exportMemberData.run(anna, (file) => `https://cdn.example/${file}`)).photos).toEqual([]);

    const withPhotos = new ExportMemberData({
      ...world,
      photos: { listFor: async () => [{ filename: 'photos/1/a.webp' }, { filename: 'photos/1/b.webp' }] },
    });
    expect((await withPhotos.run(anna, (file) => `/media/${file}`)).photos).toEqual([{ url: '/media/photos/1/a.webp' }, { url: '/media/photos/1/b.webp' }]);
  });

  it('lists the likes I gave and received and my payments', async () => {
    const anna = await world.addMember({ name: 'Anna' });
    const bram = await world.addMember({ name: 'Bram' });
    const cas = await world.addMember({ name: 'Cas' });
    await world.likeMember.run(anna, bram, 'profile');
    await world.likeMember.run(cas, anna, 'profile');
    const started = await world.startCheckout.run({ memberId: anna, domain: 'hartslag.example', bundleId: 1, method: 'ideal' });

    const data = await closure.exportMemberData.run(anna, (file) => `/media/${file}`);

    expect(data.likes).toEqual({ given: [{ profile_id: bram, name: 'Bram' }], received: [{ profile_id: cas, name: 'Cas' }] });
    expect(data.payments).toEqual([
      expect.objectContaining({ payment_id: started.payment.paymentId, credits: 50, amount_cents: 995, currency: 'EUR', method: 'ideal', status: 'open', paid_at: null }),
    ]);
  });

  it('names the members I blocked', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await closure.blockMember.run(anna, bram);

    expect((await closure.exportMemberData.run(anna, (file) => `/media/${file}`)).blocked_profiles).toEqual([bram]);
  });

  it('keeps conversations with members I blocked or who left: those messages are mine too', async () => {
    const anna = await world.addMember({ credits: 50 });
    const bram = await world.addMember({ name: 'Bram' });
    const cas = await world.addMember({ name: 'Cas' });
    await say(anna, bram, 'Hoi Bram');
    await say(anna, cas, 'Hoi Cas');
    await closure.blockMember.run(anna, bram);
    world.store.member(cas)!.status = 'deleted';

    const data = await closure.exportMemberData.run(anna, (file) => `/media/${file}`);

    expect(data.conversations.map((c) => c.with_profile.name).sort()).toEqual(['Bram', 'Cas']);
    expect((await world.listChats.run(anna)).map((c) => c.profile.name)).toEqual([]);
  });
});
