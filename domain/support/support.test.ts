import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { caseReference, saveUnderFreshReference } from './support-case';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-11-24T09:00:00Z') });
});

const REFERENCE = /^[RK]-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('reporting a member (issue 9)', () => {
  it('stores the report, mails it to the support address and answers with a reference', async () => {
    const anna = await world.addMember({ name: 'Anna' });
    const bram = await world.addMember({ name: 'Bram' });

    const { reference } = await world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'scam', text: 'Vraagt om geld', domain: WORLD_DOMAIN });

    expect(reference).toMatch(REFERENCE);
    expect(world.supportCases.reports).toMatchObject([{ reference, reporter: anna, reported: bram, reason: 'scam', text: 'Vraagt om geld' }]);
    const mail = world.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: world.settings.support_email, template: 'report' });
    expect(mail.facts).toContainEqual(['Referentie', reference]);
    expect(mail.facts).toContainEqual(['Toelichting', 'Vraagt om geld']);
  });

  it('reports the other member of one of her own conversations, and nobody else\'s', async () => {
    const anna = await world.addMember({ credits: 50 });
    const bram = await world.addMember();
    const cas = await world.addMember();
    const ours = await world.openConversation.run(anna, bram);

    await world.reportMember.run({ reporter: anna, target: { conversation: ours.id }, reason: 'offensive', text: '', domain: WORLD_DOMAIN });

    expect(world.supportCases.reports.at(-1)).toMatchObject({ reported: bram, conversation: ours.id });
    await expect(world.reportMember.run({ reporter: cas, target: { conversation: ours.id }, reason: 'offensive', text: '', domain: WORLD_DOMAIN })).rejects.toMatchObject({
      code: 'not_found',
      field: 'conversation_id',
    });
  });

  it('refuses herself, a hidden member, "other" without a text, and stores nothing', async () => {
    const anna = await world.addMember();
    const hidden = await world.addMember({ status: 'deleted' });
    const bram = await world.addMember();
    const report = (target: number, reason: 'other' | 'scam', text = '') =>
      world.reportMember.run({ reporter: anna, target: { profile: target as never }, reason, text, domain: WORLD_DOMAIN });

    await expect(report(anna, 'scam')).rejects.toMatchObject({ code: 'invalid_input', field: 'profile_id' });
    await expect(report(hidden, 'scam')).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
    await expect(report(bram, 'other')).rejects.toMatchObject({ code: 'invalid_input', field: 'text' });
    await expect(report(bram, 'scam', 'x'.repeat(2001))).rejects.toMatchObject({ code: 'invalid_input', field: 'text' });
    expect(world.supportCases.reports).toEqual([]);
  });

  it('allows 10 reports an hour', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    for (let i = 0; i < 10; i += 1) await world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'fake_profile', text: '', domain: WORLD_DOMAIN });

    await expect(world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'fake_profile', text: '', domain: WORLD_DOMAIN })).rejects.toMatchObject({ code: 'rate_limited' });
  });
});

describe('filing a complaint (SPEC §2 /complaints)', () => {
  const description = 'Ik ben twee keer afgeschreven voor dezelfde bestelling.';

  it('takes a visitor\'s complaint with her email address, mails it and answers with a reference', async () => {
    const { reference } = await world.fileComplaint.run({ email: 'bezoeker@example.nl', category: 'billing', description, domain: WORLD_DOMAIN, clientKey: 'ip:1' });

    expect(reference).toMatch(/^K-/);
    expect(world.supportCases.complaints).toMatchObject([{ reference, email: 'bezoeker@example.nl', category: 'billing', description }]);
    expect(world.mailer.sent.at(-1)).toMatchObject({ to: world.settings.support_email, template: 'complaint' });
  });

  it('uses a member\'s own address, whatever the form says', async () => {
    const anna = await world.addMember({ email: 'anna@example.nl' });

    await world.fileComplaint.run({ member: anna, email: 'ander@example.nl', category: 'technical', description, domain: WORLD_DOMAIN, clientKey: 'ip:1' });

    expect(world.supportCases.complaints.at(-1)).toMatchObject({ member: anna, email: 'anna@example.nl' });
  });

  it('refuses a visitor without a valid address, and a description too short, storing nothing', async () => {
    await expect(world.fileComplaint.run({ email: 'geen-adres', category: 'other', description, domain: WORLD_DOMAIN, clientKey: 'ip:1' })).rejects.toMatchObject({ field: 'email' });
    await expect(world.fileComplaint.run({ category: 'other', description, domain: WORLD_DOMAIN, clientKey: 'ip:1' })).rejects.toMatchObject({ field: 'email' });
    await expect(world.fileComplaint.run({ email: 'a@example.nl', category: 'other', description: 'te kort', domain: WORLD_DOMAIN, clientKey: 'ip:1' })).rejects.toMatchObject({
      field: 'description',
    });
    expect(world.supportCases.complaints).toEqual([]);
  });

  it('allows 5 complaints an hour from one address', async () => {
    const file = () => world.fileComplaint.run({ email: 'a@example.nl', category: 'other', description, domain: WORLD_DOMAIN, clientKey: 'ip:9' });
    for (let i = 0; i < 5; i += 1) await file();

    await expect(file()).rejects.toMatchObject({ code: 'rate_limited' });
  });
});

describe('a case reference', () => {
  it('has a prefix and two groups of four characters without 0, O, 1, I or L', () => {
    expect(caseReference('R', 'abcdefghijklmnop')).toMatch(REFERENCE);
    expect(caseReference('K', '0O1Il-_xyzXYZ')).toMatch(REFERENCE);
  });

  it('is drawn again when the one drawn is taken, so no two cases share one', async () => {
    const tokens = ['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb'];
    const taken = new Set<string>();
    const save = async (reference: string) => {
      if (taken.has(reference)) return 'reference_taken' as const;
      taken.add(reference);
      return 'saved' as const;
    };
    const draw = { token: () => tokens.shift()! };
    const first = await saveUnderFreshReference('R', draw, save);
    const second = await saveUnderFreshReference('R', draw, save);
    expect(second).not.toBe(first);
    expect(tokens).toEqual([]);
  });

  it('gives up, saving nothing, when five draws in a row are taken', async () => {
    let tries = 0;
    await expect(saveUnderFreshReference('K', { token: () => 'cccccccc' }, async () => (tries++, 'reference_taken'))).rejects.toThrow();
    expect(tries).toBe(5);
  });
});
