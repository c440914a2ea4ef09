import type { CountedCopy, MailLocale } from './copy';

/** The count as shown: 99 and more as "99+" (the job caps what it counts). */
const shown = (count: number) => (count >= 99 ? '99+' : String(count));

const LINES: Readonly<Record<MailLocale, { likes: (n: number) => string; matches: (n: number) => string; nearby: (n: number) => string }>> = {
  nl: {
    likes: (n) => (n === 1 ? '1 nieuwe like' : `${shown(n)} nieuwe likes`),
    matches: (n) => (n === 1 ? '1 nieuwe match' : `${shown(n)} nieuwe matches`),
    nearby: (n) => (n === 1 ? '1 nieuw lid in jouw buurt' : `${shown(n)} nieuwe leden in jouw buurt`),
  },
  en: {
    likes: (n) => (n === 1 ? '1 new like' : `${shown(n)} new likes`),
    matches: (n) => (n === 1 ? '1 new match' : `${shown(n)} new matches`),
    nearby: (n) => (n === 1 ? '1 new member near you' : `${shown(n)} new members near you`),
  },
};

/** What happened this week, in the order that matters most to her; only the lines with something to say. */
function lines(locale: MailLocale, counts: { likes: number; matches: number; nearby: number }): string[] {
  const words = LINES[locale];
  return [
    ...(counts.likes > 0 ? [words.likes(counts.likes)] : []),
    ...(counts.matches > 0 ? [words.matches(counts.matches)] : []),
    ...(counts.nearby > 0 ? [words.nearby(counts.nearby)] : []),
  ];
}

/*
 * Issue 23, decision 0059: the weekly update (category weekly_updates), sent only when there is something to tell.
 * There is no record of profile visits: "nieuwe leden in jouw buurt" (her default search) stands in for visitors.
 */
export const weeklyUpdate: CountedCopy = ({ likes = 0, matches = 0, nearby = 0 }) => {
  const counts = { likes, matches, nearby };
  const news = likes + matches > 0;
  return {
    nl: {
      subject: `Je week op {site}: ${lines('nl', counts)[0] ?? 'wat er nieuw is'}`,
      greeting: 'Hoi {name},',
      paragraphs: ['Dit gebeurde er de afgelopen week voor jou:', ...lines('nl', counts).map((line) => `• ${line}`)],
      button: news ? 'Bekijk je likes' : 'Bekijk de nieuwe leden',
      after: ['Deze update krijg je één keer per week, en alleen als er iets nieuws is.'],
    },
    en: {
      subject: `Your week on {site}: ${lines('en', counts)[0] ?? 'what is new'}`,
      greeting: 'Hi {name},',
      paragraphs: ['This is what happened for you in the past week:', ...lines('en', counts).map((line) => `• ${line}`)],
      button: news ? 'See your likes' : 'See the new members',
      after: ['You get this update once a week, and only when there is something new.'],
    },
  };
};
