import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie policy',
  lead: '{name} uses the cookies the site needs to work, and only with your consent one cookie that remembers which partner you came through. No advertising cookies, no third-party cookies that follow you around.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – remember when you dismissed a notice (about your profile photo, confirming your email address, disabled emails or push messages), so we do not show it again. Hold only that time. Kept for 365 days.',
          '**hs_entry_ok** – remembers when you confirmed you are 18 or older, so we do not ask on every visit. Kept for 365 days.',
          '**hs_consent** – remembers whether you accepted or refused the cookie below, and when. Kept for 365 days.',
          '**hs_arrival** – remembers only that you came in through an advertisement or a partner, so you keep seeing what you were shown there during this visit. Holds nothing about that partner and nothing that identifies you. Gone when you close your browser.',
          '**Local storage** – remembers whether you dismissed a notice and keeps a half-finished signup form until you close the tab.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Only with your consent',
      blocks: [
        '**hs_tracking** – remembers the partner or campaign you came through, so we can pay that partner if you sign up. Kept for 30 days. The site works without it: we only set it when you click Accept in the cookie notice.',
        'The other cookies above are needed for the site to work: without them you cannot log in or use the site in your own language. The Dutch Telecommunications Act does not require consent for those. You can change your choice at any time through **Cookie settings** at the bottom of every page.',
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
