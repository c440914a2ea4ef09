import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../domain/mail/mailer';
import { defaultSettings } from '../../domain/settings/default-settings';
import { renderMail } from './render-mail';

const mail = (changes: Partial<OutgoingMail>): OutgoingMail => ({
  to: 'anna@example.nl',
  memberId: 1,
  template: 'unread_reminder',
  locale: 'nl',
  domain: 'localhost',
  name: 'Anna',
  link: 'https://hartslag.example/chats/12',
  ...changes,
});

const render = (changes: Partial<OutgoingMail>) => renderMail(mail(changes), defaultSettings);

describe('the reminder mails (decision 0059)', () => {
  it('the unread reminder names who waits, and how many more, in Dutch and English', () => {
    expect(render({ otherName: 'Sanne', counts: { others: 0 } }).subject).toBe('Sanne wacht op je antwoord');
    expect(render({ otherName: 'Sanne', counts: { others: 0 } }).text).not.toContain('anderen');
    expect(render({ otherName: 'Sanne', counts: { others: 1 } }).text).toContain('Er wacht ook nog iemand anders op een antwoord van je.');
    expect(render({ otherName: 'Sanne', counts: { others: 3 } }).text).toContain('Er wachten ook nog 3 anderen op een antwoord van je.');
    expect(render({ otherName: 'Sanne', locale: 'en', counts: { others: 2 } }).subject).toBe('Sanne is waiting for your reply');
    expect(render({ otherName: 'Sanne', locale: 'en', counts: { others: 2 } }).text).toContain('2 others are waiting for your reply too.');
  });

  it("escapes the writer's name in the HTML", () => {
    expect(render({ otherName: '<b>Sanne</b>' }).html).toContain('&lt;b&gt;Sanne&lt;/b&gt; heeft je een bericht gestuurd');
  });

  it('the weekly update lists only what happened, in singular and plural, with its first news in the subject', () => {
    const week = render({ template: 'weekly_update', link: 'https://hartslag.example/likes', counts: { likes: 3, matches: 1, nearby: 0 } });
    expect(week.subject).toBe('Je week op Hartslag: 3 nieuwe likes');
    expect(week.text).toContain('• 3 nieuwe likes');
    expect(week.text).toContain('• 1 nieuwe match');
    expect(week.text).not.toContain('buurt');
    const quiet = render({ template: 'weekly_update', link: 'https://hartslag.example/members', counts: { likes: 0, matches: 0, nearby: 99 } });
    expect(quiet.subject).toBe('Je week op Hartslag: 99+ nieuwe leden in jouw buurt');
    expect(quiet.text).toContain('Bekijk de nieuwe leden');
    expect(render({ template: 'weekly_update', locale: 'en', counts: { likes: 1, matches: 0, nearby: 1 } }).text).toContain('• 1 new member near you');
  });

  it('the weekly update says how many members viewed her profile, linking to her visitors', () => {
    const week = render({
      template: 'weekly_update',
      link: 'https://hartslag.example/likes',
      counts: { likes: 1, matches: 0, visitors: 3, nearby: 0 },
      lineLinks: { visitors: 'https://hartslag.example/visitors' },
    });
    expect(week.text).toContain('• 3 leden bekeken je profiel: https://hartslag.example/visitors');
    expect(week.html).toContain('<a href="https://hartslag.example/visitors" style="color:#0e6e8c">• 3 leden bekeken je profiel</a>');
    expect(week.text).toContain('Bekijk je likes: https://hartslag.example/likes');
    const onlyVisitors = render({ template: 'weekly_update', link: 'https://hartslag.example/visitors', counts: { likes: 0, matches: 0, visitors: 1, nearby: 0 } });
    expect(onlyVisitors.subject).toBe('Je week op Hartslag: 1 lid bekeek je profiel');
    expect(onlyVisitors.text).toContain('Bekijk wie je profiel bekeek: https://hartslag.example/visitors');
    expect(render({ template: 'weekly_update', locale: 'en', counts: { likes: 0, matches: 0, visitors: 99, nearby: 0 } }).subject).toBe('Your week on Hartslag: 99+ members viewed your profile');
    expect(render({ template: 'weekly_update', counts: { likes: 2, matches: 0, visitors: 0, nearby: 0 } }).text).not.toContain('profiel');
  });

  it('the promotion and the photo reminder have their copy in both languages', () => {
    expect(render({ template: 'promotion', link: 'https://hartslag.example/credits' }).subject).toBe('Nog 1 uur: 25% korting op je eerste credits');
    expect(render({ template: 'promotion', locale: 'en' }).subject).toBe('One hour left: 25% off your first credits');
    expect(render({ template: 'reminder', link: 'https://hartslag.example/profile' }).text).toContain('Foto toevoegen: https://hartslag.example/profile');
    expect(render({ template: 'reminder', locale: 'en' }).subject).toBe('Add a photo to your profile');
  });
});
