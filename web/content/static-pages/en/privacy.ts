import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Privacy policy',
  lead: 'Dating is personal. Here you read which data {name} keeps about you, why, for how long, and what you can do with your data yourself. This policy follows the General Data Protection Regulation (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Who is responsible',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (Chamber of Commerce {company_kvk}) is the controller of the data on {name}. Send questions about your privacy to {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Which data we process',
      blocks: [
        [
          '**Account data**: your email address, your password (only as an irreversible hash, never readable), your name, date of birth, gender, country and region.',
          '**Profile data**: your photos, your text about yourself, your interests and what you are looking for. Your sexual preference is special category data; we only process it because you explicitly put it on your profile.',
          '**Messages and contact**: the messages, photos and gifts you send and receive, your likes, matches and the members you block.',
          '**Purchases**: your credits, purchases and payments (amount, date, payment method). Your card or account details are processed by the payment provider; we do not store them.',
          '**Technical data**: your IP address, your browser and when you log in, to keep the site secure and stop abuse.',
          '**Origin**: the partner or campaign through which you came to us, if you arrived through a partner’s link.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Why we process it',
      blocks: [
        [
          'To provide the service you sign up for: showing your profile, search, chat and keeping track of your credits (performance of the contract, Article 6(1)(b) GDPR).',
          'To show your sexual preference and other sensitive details you fill in yourself and to use them in search (your explicit consent, Article 9(2)(a) GDPR). You can change or remove them at any time.',
          'To keep the site secure, prevent fraud and abuse and enforce our rules (our legitimate interest, Article 6(1)(f) GDPR).',
          'To keep our accounts as tax law requires (legal obligation, Article 6(1)(c) GDPR).',
          'To send you notifications, emails and push messages: about your account always, the rest only as you choose (offers and news only if you switch them on). You choose them under [Notifications and email](/notifications), and every such email has an unsubscribe link.',
        ],
        'We do not sell your data and do not use it for other parties’ advertising.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Messages to fictional profiles',
      blocks: [
        '{name} also shows fictional profiles, recognisable by an icon. Messages you send to a fictional profile are read and answered by our staff. They are bound to confidentiality and use your messages only for that conversation.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'How long we keep it',
      blocks: [
        [
          'As long as your account exists, we keep your account, profile and conversations.',
          'If you delete your account, we keep everything for 14 more days, so you can reactivate your account if you change your mind. After that we permanently delete your profile, photos, messages and account data.',
          'Data about purchases and payments is kept for 7 years, because Dutch tax law requires it. It is used for nothing else.',
          'Technical data for security is kept no longer than needed for that purpose.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Who we share it with',
      blocks: [
        'We use service providers for hosting, sending email and handling payments. They process your data only on our instructions, under a data processing agreement, and within the European Economic Area. Other members only see what you put on your profile and what you send them. We only give data to the police or other authorities when the law obliges us to.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Your rights',
      blocks: [
        'You have the right to access your data, to have it corrected or erased, to restrict its processing, to object to processing based on our legitimate interest and to withdraw any consent you gave.',
        [
          '**Download your data**: in [Settings](/settings), under “Your data”, choose “Download my data”. You immediately get everything we keep about you as a file (right of access and data portability).',
          '**Delete your account**: in Settings, choose “Delete account”. After 14 days everything is gone for good.',
          'You can edit your profile or become invisible in search results yourself at any time, in Settings.',
        ],
        'For any other request, email {support_email}. We answer within one month and may first ask you to confirm the account is yours.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'How we protect your data',
      blocks: [
        'The site only works over an encrypted connection. We store passwords as an irreversible hash and sessions as unreadable codes, and after too many failed login attempts we temporarily block further attempts. If we discover a data breach that puts you at risk, we report it to you and to the supervisory authority.',
      ],
    },
    {
      id: 'klacht',
      heading: 'A complaint about your privacy',
      blocks: [
        'If you are not happy with how we handle your data, please tell us first at {support_email}. You always have the right to lodge a complaint with the Dutch supervisory authority, the Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), or with the supervisory authority of the country where you live.',
        'Read more about cookies in our [cookie policy](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
