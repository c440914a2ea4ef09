import { createOperatorWorld, OPERATOR_LIMITS, type OperatorWorld } from '../../test/support/operator-world';
import { memberId } from '../shared/ids';
import { memberActor, operatorActor, type Actor, type OperatorId } from './actor';
import type { OperatorRole } from './roles';

let world: OperatorWorld;
let admin: Actor;
const input = { email: 'Noor@Hartslag.test', name: 'Noor', role: 'support' };
const mail = { domain: 'hartslag.test', locale: 'nl' };
const NEW_PASSWORD = 'lange zin voor noor';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const setUp = (token: string, password = NEW_PASSWORD) => world.setUpOperatorPassword.run({ token, password, ip: '203.0.113.7' });
const logIn = (email: string, password = NEW_PASSWORD) => world.logIn.run({ email, password, ip: '203.0.113.7', limits: OPERATOR_LIMITS });

beforeEach(async () => {
  world = createOperatorWorld();
  admin = operatorActor(await world.addOperator('admin'), 'admin');
});

describe('an admin creates an operator with a set-up link', () => {
  it('makes her without a password, mails her the link and audits it, all in one transaction', async () => {
    const issued = await world.inviteOperator.run(admin, input, mail);
    expect(issued.link).toMatch(/^https:\/\/hartslag\.test\/admin\/setup\?token=/);
    expect(issued.expiresAt).toEqual(new Date(world.clock.now().getTime() + 24 * 3_600_000));
    expect(await world.operators.findById(issued.operatorId)).toMatchObject({ email: 'noor@hartslag.test', role: 'support', awaitingSetup: true });
    const mails = await world.mails();
    expect(mails).toEqual([{ kind: 'mail', mail: expect.objectContaining({ to: 'noor@hartslag.test', template: 'operator_setup', locale: 'nl', name: 'Noor', link: issued.link }) }]);
    expect(world.state.audit.at(-1)).toMatchObject({ action: 'operator.created', target: `operator:${issued.operatorId}`, details: { role: 'support', via: 'setup_link' } });
    // Only the digest is kept.
    expect([...world.state.setupLinks.keys()]).toEqual([`digest:${tokenOf(issued.link)}`]);
  });

  it('cannot log in before she has chosen her password', async () => {
    await world.inviteOperator.run(admin, input, mail);
    await expect(logIn('noor@hartslag.test', '')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('is refused to every other role, a member, a visitor and the console', async () => {
    const someone = await world.addOperator('moderator');
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) {
      await expect(world.inviteOperator.run(operatorActor(someone, role), input, mail)).rejects.toMatchObject({ code: 'forbidden' });
    }
    await expect(world.inviteOperator.run(memberActor(memberId(1)), input, mail)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(world.inviteOperator.run({ kind: 'visitor' }, input, mail)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(world.inviteOperator.run({ kind: 'console' }, input, mail)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await world.mails()).toEqual([]);
  });

  it('names the field at fault, and refuses a taken address with nothing written', async () => {
    await expect(world.inviteOperator.run(admin, { ...input, email: 'geen-adres' }, mail)).rejects.toMatchObject({ code: 'invalid_input', field: 'email' });
    await expect(world.inviteOperator.run(admin, { ...input, role: 'root' }, mail)).rejects.toMatchObject({ code: 'invalid_input', field: 'role' });
    const audit = world.state.audit.length;
    await expect(world.inviteOperator.run(admin, { ...input, email: 'ADMIN@hartslag.test' }, mail)).rejects.toMatchObject({ code: 'email_taken' });
    expect(world.state.audit.length).toBe(audit);
    expect(world.state.setupLinks.size).toBe(0);
    expect(await world.mails()).toEqual([]);
  });
});

describe('she sets her password with the link', () => {
  let noor: OperatorId;
  let token: string;

  beforeEach(async () => {
    const issued = await world.inviteOperator.run(admin, input, mail);
    noor = issued.operatorId;
    token = tokenOf(issued.link);
  });

  it('once: then she logs in and enrols her authenticator app', async () => {
    expect(await setUp(token)).toEqual({ email: 'noor@hartslag.test' });
    expect((await world.operators.findById(noor))?.awaitingSetup).toBeUndefined();
    expect(world.state.setupLinks.size).toBe(0);
    expect(world.state.audit.at(-1)).toMatchObject({ who: { operatorId: noor }, action: 'operator.password_set', target: `operator:${noor}` });
    expect((await logIn('noor@hartslag.test')).next).toBe('enrol');
    await expect(setUp(token, 'een ander wachtwoord')).rejects.toMatchObject({ code: 'setup_link_invalid' });
    expect((await logIn('noor@hartslag.test')).next).toBe('enrol');
  });

  it('not after 24 hours', async () => {
    world.clock.advance(24 * 3_600_000);
    await expect(setUp(token)).rejects.toMatchObject({ code: 'setup_link_invalid' });
    expect((await world.operators.findById(noor))?.awaitingSetup).toBe(true);
  });

  it('not with an unknown token', async () => {
    await expect(setUp('token-999')).rejects.toMatchObject({ code: 'setup_link_invalid' });
    expect((await world.operators.findById(noor))?.awaitingSetup).toBe(true);
  });

  it('under the members’ password rules, and a refused password leaves the link good', async () => {
    await expect(setUp(token, 'kort')).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_short' });
    await expect(setUp(token, 'password123')).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_common' });
    expect((await world.operators.findById(noor))?.awaitingSetup).toBe(true);
    await setUp(token);
  });

  it('is refused when one address tries too often', async () => {
    for (let i = 0; i < 10; i += 1) await expect(setUp(`token-x${i}`)).rejects.toMatchObject({ code: 'setup_link_invalid' });
    await expect(setUp(token)).rejects.toMatchObject({ code: 'too_many_attempts' });
  });

  it('a fresh link from the admin replaces the old one, audited and mailed', async () => {
    await world.mails();
    const fresh = await world.resendOperatorSetup.run(admin, noor, mail);
    expect(world.state.audit.at(-1)).toMatchObject({ action: 'operator.setup_link_sent', target: `operator:${noor}` });
    expect(await world.mails()).toEqual([{ kind: 'mail', mail: expect.objectContaining({ template: 'operator_setup', link: fresh.link }) }]);
    await expect(setUp(token)).rejects.toMatchObject({ code: 'setup_link_invalid' });
    await setUp(tokenOf(fresh.link));
    await expect(world.resendOperatorSetup.run(admin, noor, mail)).rejects.toMatchObject({ code: 'already_set_up' });
  });

  it('a fresh link is an admin’s only', async () => {
    const moderator = operatorActor(await world.addOperator('moderator'), 'moderator');
    await expect(world.resendOperatorSetup.run(moderator, noor, mail)).rejects.toMatchObject({ code: 'forbidden' });
  });
});
