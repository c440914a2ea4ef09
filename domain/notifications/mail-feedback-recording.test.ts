import { mailFeedbackFixture } from '../../test/support/mail-feedback-fixtures';
import { unsubscribeKit } from '../../test/support/unsubscribe-kit';
import { DomainError } from '../shared/domain-error';
import { RecordMailFeedback } from './mail-feedback-recording';
import { unsubscribeToken } from './unsubscribe';

const fixture = (name: string, token = 'none') => mailFeedbackFixture(name, encodeURIComponent(token));

function world() {
  const kit = unsubscribeKit();
  const anna = kit.add(7, 'anna.jansen@example.nl');
  const bert = kit.add(8, 'nobody.here@example.org');
  const mila = kit.add(9, 'full.mailbox@example.com');
  return { kit, anna, bert, mila, record: new RecordMailFeedback(kit.deps) };
}

describe('recording a spam complaint', () => {
  it('finds her by the token of the quoted List-Unsubscribe, though the provider redacted her address', async () => {
    const { kit, anna, record } = world();
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'promotions', email: 'anna.jansen@example.nl' });
    expect(await record.run(fixture('arf-abuse-yahoo.eml', token))).toEqual({ result: 'disabled', reason: 'fbl', members: [anna] });
    expect(kit.recipient(anna).notificationsDisabled).toEqual(['fbl']);
  });

  it('finds her by the address the mail went to when no token is quoted', async () => {
    const { kit, anna, record } = world();
    expect(await record.run(fixture('arf-abuse-headers-only.eml'))).toMatchObject({ result: 'disabled', reason: 'fbl', members: [anna] });
    expect(kit.recipient(anna).notificationsDisabled).toEqual(['fbl']);
  });

  it("finds her by the report's Original-Rcpt-To when the quoted To is another address (a forward)", async () => {
    const { kit, anna, record } = world();
    const forwarded = fixture('arf-abuse-headers-only.eml').replace(/^To: Anna Jansen\n <anna\.jansen@example\.nl>$/m, 'To: old.address@example.org');
    expect(forwarded).toContain('To: old.address@example.org');
    expect(await record.run(forwarded)).toMatchObject({ result: 'disabled', reason: 'fbl', members: [anna] });
    expect(kit.recipient(anna).notificationsDisabled).toEqual(['fbl']);
  });

  it('a forged token and an address of nobody: nobody is disabled', async () => {
    const { kit, anna, record } = world();
    const forged = await unsubscribeToken(unsubscribeKit('not our key').signatures, { member: anna, topic: 'promotions', email: 'anna.jansen@example.nl' });
    expect(await record.run(fixture('arf-abuse-yahoo.eml', forged))).toEqual({ result: 'ignored', because: 'no_member', members: [] });
    expect(kit.recipient(anna).notificationsDisabled).toEqual([]);
  });

  it('a not-spam report changes nothing', async () => {
    const { kit, anna, record } = world();
    expect(await record.run(fixture('arf-not-spam.eml'))).toMatchObject({ result: 'ignored', because: 'not_a_complaint' });
    expect(kit.recipient(anna).notificationsDisabled).toEqual([]);
  });
});

describe('recording a bounce', () => {
  it('a hard bounce disables the mail of the member at that address', async () => {
    const { kit, bert, anna, record } = world();
    expect(await record.run(fixture('dsn-hard-bounce-postfix.eml'))).toEqual({ result: 'disabled', reason: 'bounce', members: [bert] });
    expect(kit.recipient(bert).notificationsDisabled).toEqual(['bounce']);
    expect(kit.recipient(anna).notificationsDisabled).toEqual([]);
  });

  it('a soft bounce does not', async () => {
    const { kit, mila, record } = world();
    expect(await record.run(fixture('dsn-soft-bounce-mailbox-full.eml'))).toMatchObject({ result: 'ignored', because: 'soft_bounce' });
    expect(kit.recipient(mila).notificationsDisabled).toEqual([]);
  });

  it('a hard bounce of an address no member has changes nothing', async () => {
    const { record } = world();
    expect(await record.run(fixture('dsn-hard-bounce-base64.eml'))).toMatchObject({ result: 'ignored', because: 'no_member' });
  });
});

describe('a mailed unsubscribe request', () => {
  it('stops what its token names; a forged one changes nothing', async () => {
    const { kit, anna, record } = world();
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'like', email: 'anna.jansen@example.nl' });
    expect(await record.run(fixture('unsubscribe-request.eml', token).replace(encodeURIComponent(token), token))).toEqual({ result: 'unsubscribed', topic: 'like', members: [anna] });
    expect(kit.recipient(anna).preferences.like).toBe(false);
    expect(await record.run(fixture('unsubscribe-request.eml', `${token.slice(0, -2)}xx`).replace(/%/g, ''))).toMatchObject({ result: 'ignored', because: 'invalid_token' });
  });
});

it('a message that is no report is refused, naming the body', async () => {
  const { record } = world();
  const error = await record.run(fixture('plain-mail.eml')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'invalid_input', field: 'body' });
});
