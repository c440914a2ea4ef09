import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { LiveEvent } from '../realtime/live-event';
import type { MemberId } from '../shared/ids';
import { lastMailTo } from '../../test/support/mail-inbox';

let world: InMemoryWorld;
let accounts: InMemoryWorld;
let anna: MemberId;
let bram: MemberId;
let bramHears: LiveEvent[];

const HOUR = 3600 * 1000;

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  accounts = world;
  anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl', status: 'not_confirmed', credits: 30 });
  bram = await world.addMember({ name: 'Bram' });
  bramHears = [];
  await world.events.subscribe(bram, (event) => bramHears.push(event));
});

const annaWrites = async (text: string) => {
  const conversation = (await world.conversations.findBetween(anna, bram)) ?? (await world.conversations.create(anna, bram, world.clock.now()));
  await world.sendMessage.run({ senderId: anna, conversationId: conversation.id, text, domain: 'hartslag.example' });
  return conversation.id;
};

describe('activating an account', () => {
  it('makes the member active and logs them in', async () => {
    const token = await accounts.links.issue(anna, 'activation', 72 * 3600);

    const { memberId, session } = await accounts.activateAccount.run(token);

    expect(memberId).toBe(anna);
    expect((await world.members.findById(anna))?.status).toBe('active');
    expect(await world.sessionStarter.memberFor(session.token)).toBe(anna);
  });

  it('delivers the messages held until now, raising the unread count and telling the recipient', async () => {
    const conversationId = await annaWrites('Hoi Bram!');
    // Until Anna confirms, Bram does not see her at all: no conversation in his list, no profile, no event.
    expect(await world.listChats.run(bram)).toEqual([]);
    expect(await world.profiles.findVisible(anna, bram, world.clock.now())).toBeUndefined();
    expect(bramHears).toEqual([]);

    await accounts.activateAccount.run(await accounts.links.issue(anna, 'activation', 3600));

    const [chat] = await world.listChats.run(bram);
    expect(chat?.numUnreadMessages).toBe(1);
    expect(chat?.lastMessage?.body).toBe('Hoi Bram!');
    expect((await world.conversations.messagesFor(conversationId, bram, 10)).map((m) => [m.body, m.held])).toEqual([['Hoi Bram!', false]]);
    expect(bramHears).toMatchObject([{ type: 'message', message: { body: 'Hoi Bram!', senderId: anna, conversationId } }]);
  });

  it('uses a link once', async () => {
    const token = await accounts.links.issue(anna, 'activation', 3600);
    await accounts.activateAccount.run(token);

    await expect(accounts.activateAccount.run(token)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('accepts a link one millisecond before it expires, and refuses it at expiry', async () => {
    const early = await accounts.links.issue(anna, 'activation', 3600);
    const late = await accounts.links.issue(anna, 'activation', 3600);
    world.clock.advance(HOUR - 1);
    await expect(accounts.activateAccount.run(early)).resolves.toMatchObject({ memberId: anna });
    world.clock.advance(1);
    await expect(accounts.activateAccount.run(late)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('refuses an unknown token and a link meant for something else', async () => {
    const reset = await accounts.links.issue(anna, 'password_reset', 3600);

    await expect(accounts.activateAccount.run('token-unknown')).rejects.toMatchObject({ code: 'link_invalid' });
    await expect(accounts.activateAccount.run(reset)).rejects.toMatchObject({ code: 'link_invalid' });
    expect((await world.members.findById(anna))?.status).toBe('not_confirmed');
  });

  it('refuses the link of a deleted account', async () => {
    const token = await accounts.links.issue(anna, 'activation', 3600);
    world.store.member(anna)!.status = 'deleted';

    await expect(accounts.activateAccount.run(token)).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('changes nothing for a member who confirmed already', async () => {
    const token = await accounts.links.issue(bram, 'activation', 3600);

    await expect(accounts.activateAccount.run(token)).resolves.toMatchObject({ memberId: bram });
    expect((await world.members.findById(bram))?.status).toBe('active');
  });
});

describe('asking for the activation mail again', () => {
  const resend = () =>
    accounts.resendActivation.run({ memberId: anna, perHour: 3, activation: { domain: 'hartslag.example', linkHours: 72 } });

  it('mails a fresh link that activates the account', async () => {
    await resend();

    const mail = lastMailTo(accounts.mailer, 'anna@example.nl');
    expect(mail).toMatchObject({ template: 'activation', name: 'Anna', locale: 'nl' });
    const token = new URL(mail!.link).searchParams.get('token')!;
    await accounts.activateAccount.run(token);
    expect((await world.members.findById(anna))?.status).toBe('active');
  });

  it('is allowed exactly activation_mails_per_hour times within an hour of the first, then refused with the seconds to wait', async () => {
    world.clock.set(new Date('2025-06-15T12:15:00Z'));
    for (let i = 0; i < 3; i += 1) await resend();
    world.clock.set(new Date('2025-06-15T12:25:00Z'));

    await expect(resend()).rejects.toMatchObject({ code: 'rate_limited', details: { retry_after: 50 * 60 } });
    expect(accounts.mailer.sent).toHaveLength(3);
  });

  it('sends nothing to a member who confirmed already', async () => {
    world.store.member(anna)!.status = 'active';

    await resend();

    expect(accounts.mailer.sent).toEqual([]);
  });
});
