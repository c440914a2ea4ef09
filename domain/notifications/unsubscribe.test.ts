import { unsubscribeKit } from '../../test/support/unsubscribe-kit';
import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks } from '../mail/page-links';
import { DomainError } from '../shared/domain-error';
import { OpenUnsubscribeLink, readUnsubscribeToken, Unsubscribe, unsubscribeLinksFor, unsubscribeLinksOf, unsubscribeToken } from './unsubscribe';

const links: DomainPageLinks = {
  domain: 'hartslag.example',
  to: (page, token) => `https://hartslag.example/${page === 'unsubscribe' ? 'unsubscribe' : 'api/unsubscribe.php'}?token=${encodeURIComponent(token ?? '')}`,
};

const mail = (changes: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'Anna@Example.nl',
  memberId: 7,
  template: 'activation',
  locale: 'nl',
  domain: 'hartslag.example',
  name: 'Anna',
  link: 'https://hartslag.example/',
  ...changes,
});

const refused = async (work: Promise<unknown>) => {
  const error = await work.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'link_invalid', field: 'token' });
};

describe('an unsubscribe token', () => {
  it('names the member and the topic, never the address', async () => {
    const kit = unsubscribeKit();
    const token = await unsubscribeToken(kit.signatures, { member: 7 as never, topic: 'like', email: 'anna@example.nl' });
    expect(token).toMatch(/^7\.like\.[A-Za-z0-9_-]{20,}$/);
    expect(token).not.toContain('anna');
    expect(readUnsubscribeToken(token)).toMatchObject({ member: 7, topic: 'like' });
  });

  it.each(['', '7.like', 'x.like.abcdefghijklmnopqrstu', '7.bogus.abcdefghijklmnopqrstu', '0.like.abcdefghijklmnopqrstu', '7.like.short'])('%j is not one', (token) => {
    expect(readUnsubscribeToken(token)).toBeUndefined();
  });
});

describe('the links of a mail', () => {
  it('a mail of a kind she can stop gets its one-click URL and page, signed for its own kind and address', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    const got = await unsubscribeLinksOf({ to: 'Anna@Example.nl', memberId: 7, category: 'like' }, kit.signatures, links, 'unsubscribe@hartslag.example');
    expect(got?.oneClick).toMatch(/^https:\/\/hartslag\.example\/api\/unsubscribe\.php\?token=7\.like\./);
    expect(got?.page).toMatch(/^https:\/\/hartslag\.example\/unsubscribe\?token=7\.like\./);
    expect(got?.mailto).toMatch(/^mailto:unsubscribe@hartslag\.example\?subject=unsubscribe%207\.like\./);
    const token = decodeURIComponent(got!.oneClick.split('token=')[1]);
    // The address's case does not matter: the member's stored one is compared in lower case.
    await new Unsubscribe(kit.deps).run(token);
    expect(kit.recipient(anna).preferences.like).toBe(false);
  });

  it('a transactional mail, or one that names no member, has none', async () => {
    const kit = unsubscribeKit();
    expect(await unsubscribeLinksFor(mail({ template: 'password_reset' }), kit.signatures, links)).toBeUndefined();
    expect(await unsubscribeLinksOf({ to: 'anna@example.nl', category: 'like' }, kit.signatures, links)).toBeUndefined();
    expect(await unsubscribeLinksOf({ to: 'anna@example.nl', memberId: 7, category: 'transactional' }, kit.signatures, links)).toBeUndefined();
  });
});

describe('unsubscribing with a link', () => {
  it('turns that kind of mail off and leaves the others on', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    await kit.preferences.setPreferences(anna, { promotions: true });
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'promotions', email: 'anna@example.nl' });
    expect(await new Unsubscribe(kit.deps).run(token)).toEqual({ topic: 'promotions', member: anna });
    expect(kit.recipient(anna).preferences).toMatchObject({ promotions: false, like: true, new_messages: true });
    expect(kit.recipient(anna).notificationsDisabled).toEqual([]);
  });

  it("'all' disables her notifications as a list unsubscribe", async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'all', email: 'anna@example.nl' });
    await new Unsubscribe(kit.deps).run(token);
    await new Unsubscribe(kit.deps).run(token);
    expect(kit.recipient(anna).notificationsDisabled).toEqual(['unsubscribe']);
  });

  it('a forged signature, another topic or another member under the same signature change nothing', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    kit.add(8, 'bert@example.nl');
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'like', email: 'anna@example.nl' });
    const signature = token.split('.')[2];
    await refused(new Unsubscribe(kit.deps).run(`7.like.${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`));
    await refused(new Unsubscribe(kit.deps).run(`7.new_messages.${signature}`));
    await refused(new Unsubscribe(kit.deps).run(`8.like.${signature}`));
    await refused(new Unsubscribe(kit.deps).run(await unsubscribeToken(unsubscribeKit('another install').signatures, { member: anna, topic: 'like', email: 'anna@example.nl' })));
    expect(kit.recipient(anna).preferences.like).toBe(true);
    expect(kit.recipient(8 as never).preferences.like).toBe(true);
  });

  it('a link sent to her old address no longer works once she changed it', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'like', email: 'anna@example.nl' });
    kit.change(anna, { email: 'anna.new@example.nl' });
    await refused(new Unsubscribe(kit.deps).run(token));
    await refused(new OpenUnsubscribeLink(kit.deps).run(token));
    expect(kit.recipient(anna).preferences.like).toBe(true);
  });

  it('a deleted account or an unknown member: the link is invalid', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl', { status: 'deleted' });
    await refused(new Unsubscribe(kit.deps).run(await unsubscribeToken(kit.signatures, { member: anna, topic: 'like', email: 'anna@example.nl' })));
    await refused(new Unsubscribe(kit.deps).run(await unsubscribeToken(kit.signatures, { member: 99 as never, topic: 'like', email: 'x@example.nl' })));
  });
});

describe('opening the link before confirming', () => {
  it('says what stops and whether it already has, and changes nothing', async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl', { language: 'en' });
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'like', email: 'anna@example.nl' });
    const open = new OpenUnsubscribeLink(kit.deps);
    expect(await open.run(token)).toEqual({ topic: 'like', alreadyStopped: false, language: 'en' });
    expect(kit.recipient(anna).preferences.like).toBe(true);
    await new Unsubscribe(kit.deps).run(token);
    expect(await open.run(token)).toMatchObject({ alreadyStopped: true });
  });

  it("'all' has stopped once her notifications are disabled by an unsubscribe", async () => {
    const kit = unsubscribeKit();
    const anna = kit.add(7, 'anna@example.nl');
    const token = await unsubscribeToken(kit.signatures, { member: anna, topic: 'all', email: 'anna@example.nl' });
    expect(await new OpenUnsubscribeLink(kit.deps).run(token)).toMatchObject({ topic: 'all', alreadyStopped: false });
    await kit.preferences.disableNotifications(anna, 'unsubscribe');
    expect(await new OpenUnsubscribeLink(kit.deps).run(token)).toMatchObject({ alreadyStopped: true });
  });
});
