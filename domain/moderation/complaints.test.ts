import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../operators/actor';
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
