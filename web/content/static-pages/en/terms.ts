import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Terms and conditions',
  lead: 'These terms apply to everyone who uses {name}. Please take a moment to read them: they say what you can expect from us and what we expect from you.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Who we are',
      blocks: [
        '{name} is a service of {company_name} (trading as {company_tradenames}), established at {company_address}, {company_city}, {company_country}. We are registered with the Dutch Chamber of Commerce (KvK) under number {company_kvk}; our VAT number is {company_vat_numbers}.',
        'You can reach us by email at {support_email} and by phone on {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. When these terms apply',
      blocks: [
        'These terms apply to every use of {name}: as a visitor, as a member and with every purchase of credits or premium. By signing up you accept them. Our [privacy policy](/pages/privacy), [cookie policy](/pages/cookies), [ban policy](/pages/ban) and [return policy](/pages/return-policy) are part of these terms.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Adults only',
      blocks: [
        '{name} is a dating site for adults. You must be at least {min_age} years old to visit the site and to sign up. When you sign up you give your date of birth; anyone younger cannot create an account.',
        'If we doubt your age, we may ask you to prove it and block your account until you have.',
      ],
    },
    {
      id: 'account',
      heading: '4. Your account',
      blocks: [
        'You have one personal account. You give correct details, keep your password secret and let nobody else use your account. If you notice that someone else has had access, change your password at once and let us know.',
        'You are responsible for what you put on your profile and what you send in messages. You only post photos of yourself or photos you have the right to use.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Credits and payment',
      blocks: [
        'Getting in touch on {name} works with credits. You buy credits in advance in a package; the price is always shown in euros, including VAT, beside the number of credits, before you pay. There is no subscription: you only pay for the credits you choose to buy.',
        'What things cost:',
        [
          'Sending a message costs {message_credits} credits (about {message_price} per message).',
          'Sending a photo in a conversation costs {photo_credits} credits.',
          'Sending a gift costs {gift_credits} credits.',
        ],
        'New members sometimes get a small number of free messages. You always see what an action costs before you take it. Credits are only deducted once your message, photo or gift has been sent.',
        'Credits are personal. You cannot transfer them to another member or exchange them for money, except as described in the [return policy](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Right of withdrawal',
      blocks: [
        'When you buy at a distance, as a consumer you normally have 14 days to change your mind. Credits and premium are digital content that you can use straight after payment. That is why, at checkout, we ask for your express consent to immediate delivery and your acknowledgement that you thereby lose your right of withdrawal (article 6:230p(g) of the Dutch Civil Code, implementing the EU Consumer Rights Directive). You receive a confirmation of this by email.',
        'Apart from that, we refund credits you have not used yet if you ask within {refund_days} days of your purchase. The [return policy](/pages/return-policy) explains how.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fictional profiles',
      blocks: [
        'Besides real members, {name} also shows fictional profiles. Such a profile is run by a member of staff, who reads and answers your messages to keep the conversation on the site going. You recognise a fictional profile by the icon on its card and its profile, with this notice:',
        '“{fictional_warning}”',
        'You cannot meet a fictional profile, and no personal or physical relationship comes of it. Messages to a fictional profile cost the same credits as messages to other members.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. How we treat each other',
      blocks: [
        'Treat other members with respect. Harassment, threats, discrimination, advertising, scams and asking for or offering money or paid sex are not allowed. Our [ban policy](/pages/ban) says exactly what is and is not allowed and what happens when someone breaks the rules.',
        'You can block any member: from then on neither of you sees the other anywhere and neither can message the other.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Availability and liability',
      blocks: [
        'We do our best to keep {name} available and safe at all times, but we cannot guarantee that the site never has an outage. Nor do we guarantee that you will find a partner or a date through {name}.',
        'We are not liable for what other members say or do, unless we ourselves are at fault. Our liability is limited to the amount you paid us in the twelve months before the damage. This limit does not apply in case of intent or gross negligence, and it does not affect your rights as a consumer under mandatory law.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Ending your account',
      blocks: [
        'You can delete your account yourself at any time in Settings. You then have 14 days to reactivate it with the link we email you; after that we delete your data for good.',
        'We may suspend or end your account if you break these terms or the ban policy. We tell you why, and you can object.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Complaints',
      blocks: [
        'Not happy about something? Email your complaint to {support_email} with a short description and your account’s email address. We confirm receipt within two working days and answer in full within 14 days. The [customer service](/pages/service) page tells you more.',
        'If we cannot resolve it together, you can bring the dispute before the competent court.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Changes and governing law',
      blocks: [
        'We may change these terms. We announce important changes at least 30 days in advance by email or on the site. The top of this page shows the date of the version that applies now.',
        'These terms are governed by Dutch law. If you live in another country of the European Union, you keep the protection of that country’s mandatory rules.',
      ],
    },
  ],
};

export default terms;
