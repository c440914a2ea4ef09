import { InMemoryMailer } from '../../adapters/memory/in-memory-mailer';
import { InMemoryEmailPreferences } from '../../adapters/memory/in-memory-email-preferences';
import { InMemoryStore, type StoredMember } from '../../adapters/memory/in-memory-store';
import type { OutgoingMail } from '../mail/mailer';
import type { MailTransport } from '../outbox/outbox';
import { memberId, type MemberId } from '../shared/ids';
import { MailPreferenceGate, PreferenceGatedMailer, PreferenceGatedMailTransport } from './mail-gate';

const ANNA = memberId(1);

function setUp() {
  const store = new InMemoryStore();
  store.data.members.set(ANNA, { id: ANNA, notificationsDisabled: [] } as Partial<StoredMember> as StoredMember);
  const preferences = new InMemoryEmailPreferences(store);
  const delivered: string[] = [];
  const transport: MailTransport = { deliver: async (mail) => void delivered.push(mail.template) };
  const suppressed: string[] = [];
  const gated = new PreferenceGatedMailTransport(transport, new MailPreferenceGate(preferences), (mail, decision) => suppressed.push(`${mail.template}:${decision.because}`));
  return { preferences, delivered, suppressed, gated };
}

const mail = (template: OutgoingMail['template'], member?: MemberId): OutgoingMail => ({
  to: 'anna@example.nl',
  ...(member === undefined ? {} : { memberId: member }),
  template,
  locale: 'nl',
  domain: 'hartslag.test',
  name: 'Anna',
  link: 'https://hartslag.test/',
});

describe('the preference gate at delivery', () => {
  it('hands a notice on while its preference is on and her mail is not disabled', async () => {
    const { delivered, suppressed, gated } = setUp();
    await gated.deliver(mail('notice_like', ANNA), 'm1');
    await gated.deliver(mail('notice_new_message', ANNA), 'm2');
    expect(delivered).toEqual(['notice_like', 'notice_new_message']);
    expect(suppressed).toEqual([]);
  });

  it('reads her choice when the mail is delivered: turned off after it was queued, it is dropped', async () => {
    const { preferences, delivered, suppressed, gated } = setUp();
    const queued = mail('notice_match', ANNA);
    await preferences.setPreferences(ANNA, { like: false });
    await gated.deliver(queued, 'm1');
    await gated.deliver(mail('notice_new_message', ANNA), 'm2');
    expect(delivered).toEqual(['notice_new_message']);
    expect(suppressed).toEqual(['notice_match:preference_off']);
  });

  it('drops every notice while her notifications are disabled, and says why', async () => {
    const { preferences, delivered, suppressed, gated } = setUp();
    await preferences.disableNotifications(ANNA, 'bounce');
    await gated.deliver(mail('notice_new_conversation', ANNA), 'm1');
    expect(delivered).toEqual([]);
    expect(suppressed).toEqual(['notice_new_conversation:notifications_disabled']);
  });

  it('drops a notice that names no member, or one who no longer exists', async () => {
    const { delivered, suppressed, gated } = setUp();
    await gated.deliver(mail('notice_like'), 'm1');
    await gated.deliver(mail('notice_like', memberId(99)), 'm2');
    expect(delivered).toEqual([]);
    expect(suppressed).toEqual(['notice_like:no_member', 'notice_like:no_member']);
  });

  it('hands transactional mail on, with or without a member, whatever she chose', async () => {
    const { preferences, delivered, gated } = setUp();
    await preferences.disableNotifications(ANNA, 'fbl');
    await preferences.setPreferences(ANNA, { like: false, new_messages: false });
    await gated.deliver(mail('activation', ANNA), 'm1');
    await gated.deliver(mail('password_reset'), 'm2');
    expect(delivered).toEqual(['activation', 'password_reset']);
  });

  it('lets a failed delivery fail, so the outbox tries it again', async () => {
    const { preferences } = setUp();
    const failing: MailTransport = { deliver: async () => Promise.reject(new Error('mail server unreachable')) };
    const gated = new PreferenceGatedMailTransport(failing, new MailPreferenceGate(preferences));
    await expect(gated.deliver(mail('notice_like', ANNA), 'm1')).rejects.toThrow('unreachable');
  });
});

describe('the gated mailer of the in-memory wiring', () => {
  it('applies the same gate before the inner mailer', async () => {
    const { preferences } = setUp();
    const inner = new InMemoryMailer();
    const held: string[] = [];
    const mailer = new PreferenceGatedMailer(inner, new MailPreferenceGate(preferences), (m) => held.push(m.template));
    await preferences.setPreferences(ANNA, { new_conversations: false });
    await mailer.send(mail('notice_new_conversation', ANNA));
    await mailer.send(mail('email_changed', ANNA));
    expect(inner.sent.map((m) => m.template)).toEqual(['email_changed']);
    expect(held).toEqual(['notice_new_conversation']);
  });
});
