import { createOperatorWorld, OPERATOR_LIMITS, OPERATOR_PASSWORD, type OperatorWorld } from '../../test/support/operator-world';
import { SECOND_FACTOR_MINUTES } from './operator-session-lifetime';

let world: OperatorWorld;
const IP = '203.0.113.9';
const logIn = (email: string, password = OPERATOR_PASSWORD, ip = IP) => world.logIn.run({ email, password, ip, limits: OPERATOR_LIMITS });

beforeEach(async () => {
  world = createOperatorWorld();
  await world.addOperator('admin', 'ada@hartslag.test');
});

describe('an operator logging in', () => {
  it('gets half a session after her password, and must enrol TOTP the first time', async () => {
    const login = await logIn('Ada@Hartslag.test ');
    expect(login.next).toBe('enrol');
    expect((await world.currentOperator.run(login.session.token))?.stage).toBe('second_factor');
    expect((await world.currentOperator.run(login.session.token))?.actor).toEqual({ kind: 'visitor' });
  });

  it('is refused for a wrong password and an unknown email alike', async () => {
    await expect(logIn('ada@hartslag.test', 'verkeerd wachtwoord')).rejects.toMatchObject({ code: 'login_failed' });
    await expect(logIn('niemand@hartslag.test')).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('is locked out after five attempts, even with the right password, as members are', async () => {
    for (let i = 0; i < 5; i += 1) await expect(logIn('ada@hartslag.test', `fout ${i}`)).rejects.toMatchObject({ code: 'login_failed' });
    await expect(logIn('ada@hartslag.test')).rejects.toMatchObject({ code: 'login_locked', details: { minutes: 15 } });
    world.clock.advance(15 * 60 * 1000);
    expect((await logIn('ada@hartslag.test')).next).toBe('enrol');
  });

  it('enrols with a code from her app: ten recovery codes, a full session, both audited', async () => {
    const login = await logIn('ada@hartslag.test');
    const offer = await world.enrolTotp.run(login.session.token);
    expect(offer.uri).toMatch(/^otpauth:\/\/totp\/Hartslag:ada%40hartslag\.test\?secret=[A-Z2-7]+/);
    const confirmed = await world.confirmTotp.run({ sessionToken: login.session.token, code: world.codeNow(offer.secret), limits: OPERATOR_LIMITS });

    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect((await world.currentOperator.run(confirmed.session.token))?.actor).toMatchObject({ kind: 'operator', role: 'admin' });
    expect(await world.currentOperator.run(login.session.token)).toBeUndefined();
    const page = await world.listAuditEntries.run((await world.currentOperator.run(confirmed.session.token))!.actor);
    expect(page.entries.map((row) => row.action)).toEqual(['operator.logged_in', 'operator.totp_enrolled', 'operator.created']);
    // Only digests are kept.
    expect(JSON.stringify([...world.state.recoveryCodes.values()].map((set) => [...set]))).not.toContain(confirmed.recoveryCodes[0]!);
  });

  it('cannot replace an enrolled second factor with her password alone', async () => {
    await world.enrolled('ada@hartslag.test');
    const login = await logIn('ada@hartslag.test');
    expect(login.next).toBe('totp');
    await expect(world.enrolTotp.run(login.session.token)).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('passes with the code of now, not with a code outside the window, and each code once', async () => {
    const { secret } = await world.enrolled('ada@hartslag.test');
    world.clock.advance(5 * 60 * 1000);
    const login = await logIn('ada@hartslag.test');
    await expect(world.passSecondFactor.run({ sessionToken: login.session.token, code: world.codeNow(secret, -2), limits: OPERATOR_LIMITS })).rejects.toMatchObject({ code: 'code_invalid' });
    const code = world.codeNow(secret);
    const passed = await world.passSecondFactor.run({ sessionToken: login.session.token, code, limits: OPERATOR_LIMITS });
    expect((await world.currentOperator.run(passed.session.token))?.stage).toBe('full');

    const again = await logIn('ada@hartslag.test');
    await expect(world.passSecondFactor.run({ sessionToken: again.session.token, code, limits: OPERATOR_LIMITS })).rejects.toMatchObject({ code: 'code_invalid' });
  });

  it('passes with a recovery code once; the same code is refused after', async () => {
    const { recoveryCodes } = await world.enrolled('ada@hartslag.test');
    const first = await logIn('ada@hartslag.test');
    const passed = await world.passSecondFactor.run({ sessionToken: first.session.token, code: recoveryCodes[3]!.toUpperCase(), limits: OPERATOR_LIMITS });
    expect(passed.recoveryCodesLeft).toBe(9);

    const second = await logIn('ada@hartslag.test');
    await expect(world.passSecondFactor.run({ sessionToken: second.session.token, code: recoveryCodes[3]!, limits: OPERATOR_LIMITS })).rejects.toMatchObject({ code: 'code_invalid' });
    const actions = (await world.audit.latest({ limit: 3 })).entries.map((row) => row.action);
    expect(actions).toEqual(['operator.logged_in', 'operator.recovery_code_used', 'operator.logged_in']);
  });

  it('is locked out after five wrong codes', async () => {
    await world.enrolled('ada@hartslag.test');
    const login = await logIn('ada@hartslag.test');
    for (let i = 0; i < 4; i += 1) await expect(world.passSecondFactor.run({ sessionToken: login.session.token, code: '000000', limits: OPERATOR_LIMITS })).rejects.toMatchObject({ code: expect.stringMatching(/code_invalid/) });
    await expect(world.passSecondFactor.run({ sessionToken: login.session.token, code: '000000', limits: OPERATOR_LIMITS })).rejects.toMatchObject({ code: 'login_locked' });
  });

  it(`has ${SECOND_FACTOR_MINUTES} minutes for her second factor`, async () => {
    const login = await logIn('ada@hartslag.test');
    world.clock.advance(SECOND_FACTOR_MINUTES * 60 * 1000);
    await expect(world.enrolTotp.run(login.session.token)).rejects.toMatchObject({ code: 'operator_required' });
  });

  it('is logged out after 30 idle minutes', async () => {
    const { token } = await world.enrolled('ada@hartslag.test');
    world.clock.advance(29 * 60 * 1000);
    expect(await world.currentOperator.run(token)).toBeDefined();
    world.clock.advance(29 * 60 * 1000);
    expect(await world.currentOperator.run(token)).toBeDefined();
    world.clock.advance(30 * 60 * 1000);
    expect(await world.currentOperator.run(token)).toBeUndefined();
  });

  it('is logged out after 8 hours however busy she is', async () => {
    const { token } = await world.enrolled('ada@hartslag.test');
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      world.clock.advance(20 * 60 * 1000);
      expect(await world.currentOperator.run(token)).toBeDefined();
    }
    world.clock.advance(20 * 60 * 1000);
    expect(await world.currentOperator.run(token)).toBeUndefined();
  });

  it('logs out: the session ends and the logout is audited', async () => {
    const { token } = await world.enrolled('ada@hartslag.test');
    await world.logOut.run(token);
    expect(await world.currentOperator.run(token)).toBeUndefined();
    expect((await world.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'operator.logged_out' });
  });
});
