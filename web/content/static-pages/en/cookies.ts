import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie policy',
  lead: '{name} only uses the cookies the site needs to work. No advertising cookies, no third-party cookies that follow you around.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'What cookies are',
      blocks: [
        'A cookie is a small file a website keeps in your browser, so the site recognises you on your next visit. Similar techniques, such as your browser’s local storage, are also called cookies here.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Which cookies we use',
      blocks: [
        [
          '**hs_session** – keeps you logged in. Holds only a random code, no personal data. Kept until you log out, 30 days at most.',
          '**locale** – remembers the language you view the site in. Kept for 365 days.',
          '**hs_tracking** – remembers the partner or campaign you came through, so we can pay that partner. Kept for 30 days.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – remember when you dismissed the notice about your profile photo or about confirming your email address, so we do not show it again. Hold only that time. Kept for 365 days.',
          '**Local storage** – remembers whether you dismissed a notice and keeps a half-finished signup form until you close the tab.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Why we do not ask for consent',
      blocks: [
        'These cookies are functional: without them you cannot log in or use the site in your own language. The Dutch Telecommunications Act does not require consent for such cookies. We place no analytics or advertising cookies and no social network cookies. Should we ever do so, we will ask for your consent first.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Deleting or blocking cookies',
      blocks: [
        'Your browser’s settings let you view, delete and block cookies. If you block hs_session, you can no longer log in.',
        'How we handle your data is explained in our [privacy policy](/pages/privacy). Questions? Email {support_email}.',
      ],
    },
  ],
};

export default cookies;
