import { createMemberSupportWorld } from '../../../test/support/member-support-world';
import { credits } from '../../shared/quantities';
import { memberId, type MemberId } from '../../shared/ids';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../actor';
import type { OperatorRole } from '../roles';

const NOW = new Date('2026-12-07T12:00:00Z');
const as = (role: OperatorRole): Actor => operatorActor(operatorId(7), role);
const STRANGERS: Actor[] = [VISITOR, memberActor(memberId(1))];
const SITE = 'hartslag.test';

let w: ReturnType<typeof createMemberSupportWorld>;
let anna: MemberId;
let bob: MemberId;
beforeEach(async () => {
  w = createMemberSupportWorld(NOW);
  anna = await w.add('anna@example.nl', 'Anna');
  bob = await w.add('bob@example.nl', 'Bob');
});

const mails = async () => (await w.outbox.claim(NOW, 20, 60, 'test')).map((row) => row.item).flatMap((item) => (item.kind === 'mail' ? [[item.mail.to, item.mail.template]] : []));

describe('changing her address', () => {
  it('changes it at once for support, tells the old address and the new one, and audits the reason without the addresses', async () => {
    expect(await w.changeEmail.run(as('support'), anna, { email: ' anna.nieuw@example.nl ', reason: 'Oude mailbox kwijt, ID gecheckt', domain: SITE })).toEqual({ email: 'anna.nieuw@example.nl' });
    expect((await w.members.findAccount(anna))!.email).toBe('anna.nieuw@example.nl');
    expect(await mails()).toEqual([
      ['anna@example.nl', 'email_changed'],
      ['anna.nieuw@example.nl', 'email_changed'],
    ]);
    const row = (await w.audit.latest({ limit: 1 })).entries[0];
    expect(row).toMatchObject({ action: 'member.email_changed', target: `member:${anna}`, reason: 'Oude mailbox kwijt, ID gecheckt' });
    expect(JSON.stringify(row)).not.toContain('@');
  });

  it('names the field: an invalid address, her own, another member’s (in any case), a missing reason; nothing changes, nothing is mailed', async () => {
    for (const [email, reason, field] of [
      ['geen-adres', 'r', 'email'],
      ['ANNA@example.nl', 'r', 'email'],
      ['Bob@Example.nl', 'r', 'email'],
      ['anna2@example.nl', '  ', 'reason'],
    ]) {
      await expect(w.changeEmail.run(as('support'), anna, { email: email!, reason: reason!, domain: SITE })).rejects.toMatchObject({ code: 'invalid_input', field });
    }
    expect((await w.members.findAccount(anna))!.email).toBe('anna@example.nl');
    expect(await mails()).toEqual([]);
    expect(await w.actions()).toEqual([]);
  });

  it('is support’s and the admin’s only; an unknown member is not found, a deleted one refused', async () => {
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) {
      await expect(w.changeEmail.run(actor, anna, { email: 'x@example.nl', reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'forbidden' });
    }
    await expect(w.changeEmail.run(as('admin'), memberId(999), { email: 'x@example.nl', reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'not_found' });
    await w.deleteAccount.run(as('support'), bob, { reason: 'Op verzoek', domain: SITE });
    await expect(w.changeEmail.run(as('admin'), bob, { email: 'x@example.nl', reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'already_deleted' });
  });
});

describe('deleting her account', () => {
  it('is the deletion she can do herself: status deleted with its time, every session ended, the reactivation link mailed, audited with the reason', async () => {
    await w.sessions.create('a1', { memberId: anna, expiresAt: new Date('2026-12-08T00:00:00Z') });
    await w.deleteAccount.run(as('support'), anna, { reason: 'Verzoek per mail', domain: SITE });
    const account = (await w.members.findAccount(anna))!;
    expect(account).toMatchObject({ status: 'deleted', deletedAt: NOW });
    expect(await w.sessions.find('a1', NOW)).toBeUndefined();
    expect(await mails()).toEqual([['anna@example.nl', 'reactivation']]);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'member.deleted', target: `member:${anna}`, reason: 'Verzoek per mail' });
  });

  it('requires a reason, refuses a second deletion, other roles and strangers', async () => {
    await expect(w.deleteAccount.run(as('support'), anna, { reason: ' ', domain: SITE })).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) {
      await expect(w.deleteAccount.run(actor, anna, { reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect((await w.members.findAccount(anna))!.status).toBe('active');
    await w.deleteAccount.run(as('admin'), anna, { reason: 'r', domain: SITE });
    await expect(w.deleteAccount.run(as('admin'), anna, { reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'already_deleted' });
    await expect(w.deleteAccount.run(as('admin'), memberId(999), { reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'not_found' });
    expect(await w.actions()).toEqual(['member.deleted']);
  });
});

/** Anna and Bob wrote to each other; Anna bought credits, reported Bob and was reported by him, and has a session. */
async function annasHistory() {
  const chat = await w.conversations.create(anna, bob, NOW);
  await w.conversations.addMessage({ conversationId: chat.id, senderId: anna, recipientId: bob, body: 'Hoi Bob, ik ben Anna', sentAt: NOW, held: false, attachment: null });
  await w.conversations.addMessage({ conversationId: chat.id, senderId: bob, recipientId: anna, body: 'Hoi Anna!', sentAt: NOW, held: false, attachment: null });
  await w.ledger.record({ memberId: anna, amount: credits(20), reason: 'purchase', reference: 'tr_anna', at: NOW });
  await w.sessions.create('a1', { memberId: anna, expiresAt: new Date('2026-12-08T00:00:00Z') });
  w.tracking.set(anna, { network: 'google', ref: 'winter', sub1: null, sub2: null, sub3: null, createdAt: NOW });
  await w.cases.saveReport({ reference: 'R-1', reporter: anna, reported: bob, reason: 'scam', text: 'Bob vroeg om geld', domain: SITE, at: NOW });
  await w.cases.saveReport({ reference: 'R-2', reporter: bob, reported: anna, reason: 'offensive', text: 'Bobs eigen woorden', domain: SITE, at: NOW });
  return chat;
}

describe('the GDPR export', () => {
  it('holds her account, profile, the messages of her conversations, ledger, sessions, tracking and the reports by and about her (not the reporter’s words)', async () => {
    await annasHistory();
    const file = await w.exportData.run(as('support'), anna, (path) => `https://cdn.test/${path}`);
    expect(file).toMatchObject({
      format: 'hartslag-gdpr-export/1',
      account: { id: anna, email: 'anna@example.nl', credits: 20 },
      profile: { name: 'Anna' },
      ledger: [{ amount: 20, reason: 'purchase', reference: 'tr_anna' }],
      sessions: [{ expires_at: '2026-12-08T00:00:00.000Z' }],
      tracking: { network: 'google', ref: 'winter' },
      reports_by_her: [{ reference: 'R-1', reason: 'scam', text: 'Bob vroeg om geld', status: 'open' }],
      reports_about_her: [{ reference: 'R-2', reason: 'offensive', status: 'open' }],
    });
    expect(file.conversations[0]!.messages.map((m) => [m.from_me, m.body])).toEqual([
      [true, 'Hoi Bob, ik ben Anna'],
      [false, 'Hoi Anna!'],
    ]);
    expect(JSON.stringify(file.reports_about_her)).not.toContain('Bobs eigen woorden');
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'member.exported', target: `member:${anna}` });
  });

  it('is gdpr.handle’s (support, admin), not finance’s or a moderator’s; an unknown member is not found', async () => {
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) await expect(w.exportData.run(actor, anna, String)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.exportData.run(as('admin'), memberId(999), String)).rejects.toMatchObject({ code: 'not_found' });
    expect(await w.actions()).toEqual([]);
  });
});

describe('erasure on request', () => {
  it('needs her id typed as confirmation and a reason', async () => {
    await expect(w.erase.run(as('support'), anna, { reason: 'Art. 17 verzoek', confirm: bob })).rejects.toMatchObject({ code: 'invalid_input', field: 'confirm' });
    await expect(w.erase.run(as('support'), anna, { reason: '', confirm: anna })).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) {
      await expect(w.erase.run(actor, anna, { reason: 'r', confirm: anna })).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect((await w.members.findAccount(anna))!.email).toBe('anna@example.nl');
  });

  it('erases her personal data for good and keeps the books: a tombstone with her ledger, Bob’s messages without hers, the reports without her words, audited', async () => {
    const chat = await annasHistory();
    w.media.files.set(anna, ['photos/a.jpg']);
    expect(await w.erase.run(as('support'), anna, { reason: 'Art. 17 verzoek, ticket 118', confirm: anna })).toEqual({ messages: 1, photos: 0 });

    const tomb = (await w.members.findById(anna))!;
    expect(tomb).toMatchObject({ email: `erased-${anna}@erased.invalid`, status: 'deleted', deletedAt: null, credits: 20 });
    expect(tomb.profile.name).toBe('');
    expect(w.media.files.has(anna)).toBe(false);
    expect(await w.sessions.find('a1', NOW)).toBeUndefined();
    expect(w.ledger.rowsFor(anna).map((row) => [row.amount, row.reference])).toEqual([[20, 'tr_anna']]);
    expect((await w.conversations.messagesFor(chat.id, bob, 10)).map((m) => m.body)).toEqual(['Hoi Anna!']);
    expect(w.cases.reports.map((r) => r.text)).toEqual(['', 'Bobs eigen woorden']);
    expect(w.tracking.has(anna)).toBe(false);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'member.erased', target: `member:${anna}`, reason: 'Art. 17 verzoek, ticket 118', details: { messages: 1 } });

    const view = await w.show.run(as('support'), anna);
    expect(view.erasedAt).toEqual(NOW);
    await expect(w.erase.run(as('support'), anna, { reason: 'r', confirm: anna })).rejects.toMatchObject({ code: 'already_erased' });
    await expect(w.exportData.run(as('support'), anna, String)).rejects.toMatchObject({ code: 'already_erased' });
    await expect(w.changeEmail.run(as('support'), anna, { email: 'anna@example.nl', reason: 'r', domain: SITE })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('lifting suspensions that ended', () => {
  it('lifts those whose end passed, audited as the system; one for good and one still running stay; a second run lifts nothing', async () => {
    const carla = await w.add('carla@example.nl', 'Carla');
    const by = operatorId(3);
    await w.suspensions.suspend({ memberId: anna, from: new Date('2026-11-30T12:00:00Z'), until: new Date('2026-12-07T11:00:00Z'), reason: 'Spam', by });
    await w.suspensions.suspend({ memberId: bob, from: new Date('2026-11-30T12:00:00Z'), until: null, reason: 'Oplichting', by });
    await w.suspensions.suspend({ memberId: carla, from: new Date('2026-12-06T12:00:00Z'), until: new Date('2026-12-08T12:00:00Z'), reason: 'Spam', by });

    expect(await w.liftEnded.run(SITE)).toBe(1);
    expect((await w.members.findAccount(anna))!.status).toBe('active');
    expect((await w.members.findAccount(bob))!.status).toBe('suspended');
    expect((await w.members.findAccount(carla))!.status).toBe('suspended');
    expect((await w.audit.latest({ limit: 5 })).entries).toEqual([
      expect.objectContaining({ who: { system: true }, action: 'member.suspension_lifted', target: `member:${anna}`, details: { until: '2026-12-07T11:00:00.000Z' } }),
    ]);
    expect(await w.liftEnded.run(SITE)).toBe(0);
    const lifted = (await w.outbox.claim(w.clock.now(), 50, 60, 'test')).flatMap((row) => (row.item.kind === 'mail' && row.item.mail.template === 'member_suspension_lifted' ? [row.item.mail] : []));
    expect(lifted).toMatchObject([{ memberId: anna, to: 'anna@example.nl', locale: 'nl', domain: SITE, counts: { early: 0 } }]);
    w.clock.set(new Date('2026-12-08T12:00:00Z'));
    expect(await w.liftEnded.run(SITE)).toBe(1);
    expect((await w.members.findAccount(carla))!.status).toBe('active');
  });
});
