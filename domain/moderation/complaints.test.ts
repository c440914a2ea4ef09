import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { InMemoryComplaintTransactions, InMemorySupportCases } from '../../adapters/memory/in-memory-support-cases';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { PORTS } from '../../bff/wiring/tokens';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../operators/actor';
import { FileComplaint, type ComplaintTransactions } from '../support/file-complaint';
import type { MemberId } from '../shared/ids';
import { complaintId } from './complaint-queue';

const NOW = new Date('2026-12-07T12:00:00Z');
const moderator = operatorActor(operatorId(1), 'moderator');
const admin = operatorActor(operatorId(2), 'admin');
const description = 'Mijn betaling is twee keer afgeschreven en ik zie maar één pakket.';

let world: InMemoryWorld;
const o = () => world.useCases.operators;
const file = (email: string) => world.useCases.support.fileComplaint.run({ email, category: 'billing', description, domain: WORLD_DOMAIN, clientKey: `ip:${email}` });

beforeEach(async () => {
  world = createInMemoryWorld({ now: NOW });
  await file('eerste@example.nl');
  world.clock.set(new Date(NOW.getTime() + 60_000));
  await file('tweede@example.nl');
});

describe('the complaints in the back office (decision 0081)', () => {
  it('lists the open complaints oldest first, and a resolved one among the resolved with who, when and the note', async () => {
    expect((await o().listComplaints.run(moderator, 'open')).map((c) => c.email)).toEqual(['eerste@example.nl', 'tweede@example.nl']);
    await o().resolveComplaint.run(moderator, complaintId(1), '  Terugbetaald  ');
    expect((await o().listComplaints.run(admin, 'open')).map((c) => c.email)).toEqual(['tweede@example.nl']);
    expect(await o().listComplaints.run(admin, 'resolved')).toMatchObject([{ id: 1, status: 'resolved', resolvedBy: operatorId(1), resolutionNote: 'Terugbetaald', resolvedAt: world.clock.now() }]);
  });

  it('audits the resolution as complaint.resolved with the note as its reason', async () => {
    await o().resolveComplaint.run(admin, complaintId(2), 'Uitgelegd per mail');
    expect(world.operatorState.audit.filter((e) => e.action === 'complaint.resolved')).toMatchObject([{ target: 'complaint:2', reason: 'Uitgelegd per mail' }]);
  });

  it.each<[string, Actor]>([
    ['support', operatorActor(operatorId(3), 'support')],
    ['finance', operatorActor(operatorId(4), 'finance')],
    ['a member', memberActor(1 as MemberId)],
    ['a visitor', VISITOR],
  ])('refuses %s listing or resolving', async (_, actor) => {
    await expect(o().listComplaints.run(actor, 'open')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().resolveComplaint.run(actor, complaintId(1), 'Terugbetaald')).rejects.toMatchObject({ code: 'forbidden' });
    expect(await o().listComplaints.run(moderator, 'resolved')).toEqual([]);
  });

  it('requires a note', async () => {
    await expect(o().resolveComplaint.run(moderator, complaintId(1), '   ')).rejects.toMatchObject({ code: 'invalid_input', field: 'note' });
    await expect(o().resolveComplaint.run(moderator, complaintId(1), 'x'.repeat(1001))).rejects.toMatchObject({ code: 'invalid_input', field: 'note' });
    expect(await o().listComplaints.run(moderator, 'resolved')).toEqual([]);
  });

  it('resolves a complaint once: a second resolution is already_resolved, an unknown one not_found', async () => {
    await o().resolveComplaint.run(moderator, complaintId(1), 'Terugbetaald');
    await expect(o().resolveComplaint.run(admin, complaintId(1), 'Nog eens')).rejects.toMatchObject({ code: 'already_resolved' });
    await expect(o().resolveComplaint.run(admin, complaintId(99), 'Terugbetaald')).rejects.toMatchObject({ code: 'not_found' });
    expect((await o().listComplaints.run(moderator, 'resolved')).map((c) => c.resolutionNote)).toEqual(['Terugbetaald']);
  });
});

describe('taking a complaint and answering it (decision 0082)', () => {
  const repliesTo = (to: string) => world.mailer.sent.filter((mail) => mail.to === to && mail.template === 'complaint_answered');

  it('takes an open complaint: assigned to her, audited complaint.assigned, listed among the assigned as hers', async () => {
    await o().assignComplaint.run(moderator, complaintId(1));

    expect((await o().listComplaints.run(moderator, 'open')).map((c) => c.email)).toEqual(['tweede@example.nl']);
    expect(await o().listComplaints.run(admin, 'assigned')).toMatchObject([{ id: 1, status: 'assigned', assignee: operatorId(1) }]);
    expect(world.operatorState.audit.filter((e) => e.action === 'complaint.assigned')).toMatchObject([{ target: 'complaint:1', who: { operatorId: operatorId(1) } }]);
  });

  it('names the moderator who took it', async () => {
    const annaId = await world.container.get(PORTS.operators).create({ email: 'anna.moderator@example.nl', name: 'Anna de Moderator', role: 'moderator', passwordHash: 'plain:geheim', createdAt: NOW });
    await o().assignComplaint.run(operatorActor(annaId, 'moderator'), complaintId(1));
    expect(await o().listComplaints.run(admin, 'assigned')).toMatchObject([{ id: 1, assigneeName: 'Anna de Moderator' }]);
  });

  it('passes another moderator’s assignment to her; a resolved complaint is already_resolved, an unknown one not_found', async () => {
    await o().assignComplaint.run(moderator, complaintId(1));
    await o().assignComplaint.run(admin, complaintId(1));
    expect(await o().listComplaints.run(admin, 'assigned')).toMatchObject([{ id: 1, assignee: operatorId(2) }]);

    await o().resolveComplaint.run(admin, complaintId(1), 'Terugbetaald');
    await expect(o().assignComplaint.run(moderator, complaintId(1))).rejects.toMatchObject({ code: 'already_resolved' });
    await expect(o().assignComplaint.run(moderator, complaintId(99))).rejects.toMatchObject({ code: 'not_found' });
    expect(world.operatorState.audit.filter((e) => e.action === 'complaint.assigned')).toHaveLength(2);
  });

  it.each<[string, Actor]>([
    ['support', operatorActor(operatorId(3), 'support')],
    ['finance', operatorActor(operatorId(4), 'finance')],
    ['a member', memberActor(1 as MemberId)],
    ['a visitor', VISITOR],
  ])('refuses %s taking a complaint', async (_, actor) => {
    await expect(o().assignComplaint.run(actor, complaintId(1))).rejects.toMatchObject({ code: 'forbidden' });
    expect(await o().listComplaints.run(moderator, 'assigned')).toEqual([]);
  });

  it('resolves an assigned complaint, keeping who took it', async () => {
    await o().assignComplaint.run(moderator, complaintId(1));
    await o().resolveComplaint.run(admin, complaintId(1), 'Terugbetaald');
    expect(await o().listComplaints.run(moderator, 'resolved')).toMatchObject([{ id: 1, assignee: operatorId(1), resolvedBy: operatorId(2), resolutionNote: 'Terugbetaald' }]);
  });

  it('mails a visitor the answer in the domain’s language, with the reference and the answer', async () => {
    world.siteSettings.set('domain_language', 'en');
    const [first] = await o().listComplaints.run(moderator, 'open');

    await o().resolveComplaint.run(moderator, complaintId(1), '  We hebben het dubbele bedrag teruggestort.  ');

    expect(repliesTo('eerste@example.nl')).toMatchObject([
      { locale: 'en', domain: WORLD_DOMAIN, counts: { member: 0 }, facts: [['', first!.reference], ['', 'We hebben het dubbele bedrag teruggestort.']] },
    ]);
    expect(repliesTo('eerste@example.nl')[0]!.memberId).toBeUndefined();
  });

  it('mails a member the answer in her own language, at the complaint’s address', async () => {
    const anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl' });
    world.store.member(anna)!.language = 'de';
    await world.useCases.support.fileComplaint.run({ member: anna, category: 'profile', description, domain: WORLD_DOMAIN, clientKey: 'ip:anna' });

    await o().resolveComplaint.run(moderator, complaintId(3), 'Je profiel is weer zichtbaar.');

    expect(repliesTo('anna@example.nl')).toMatchObject([{ locale: 'de', memberId: anna, name: 'Anna', counts: { member: 1 } }]);
  });

  it('sends no answer when the resolution is refused: a second resolution mails nothing more', async () => {
    await o().resolveComplaint.run(moderator, complaintId(1), 'Terugbetaald');
    await expect(o().resolveComplaint.run(admin, complaintId(1), 'Nog eens')).rejects.toMatchObject({ code: 'already_resolved' });
    await expect(o().resolveComplaint.run(admin, complaintId(2), ' ')).rejects.toMatchObject({ field: 'note' });
    expect(world.mailer.sent.filter((mail) => mail.template === 'complaint_answered').map((mail) => mail.to)).toEqual(['eerste@example.nl']);
  });
});

describe('filing a complaint in one transaction (decision 0082)', () => {
  it('queues the support mailbox’s mail with the stored complaint', async () => {
    expect(world.mailer.sent.filter((mail) => mail.template === 'complaint').map((mail) => mail.to)).toEqual([world.settings.support_email, world.settings.support_email]);
  });

  it('stores no complaint when its mail cannot be queued', async () => {
    const store = new InMemoryStore();
    const cases = new InMemorySupportCases();
    const shared = new InMemoryTransactions(store, world.clock);
    const inner = new InMemoryComplaintTransactions(shared, cases);
    const failing: ComplaintTransactions = {
      run: (work) =>
        inner.run((scope) =>
          work({
            ...scope,
            outbox: {
              add: async () => {
                throw new Error('outbox unavailable');
              },
            },
          }),
        ),
    };
    const fileComplaint = new FileComplaint({
      transactions: failing,
      members: world.members,
      links: world.pageLinks,
      settings: world.siteSettings,
      tokens: world.tokens,
      rateLimiter: world.rateLimiter,
      clock: world.clock,
    });

    await expect(fileComplaint.run({ email: 'derde@example.nl', category: 'other', description, domain: WORLD_DOMAIN, clientKey: 'ip:3' })).rejects.toThrow('outbox unavailable');
    expect(cases.complaints).toEqual([]);
  });
});
