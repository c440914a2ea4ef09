import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Ban policy',
  lead: 'Everyone should feel safe and welcome on {name}. That is why there are house rules. Here you read what is not allowed, what we do when someone breaks the rules, and how to object.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'What gets an account banned',
      blocks: [
        [
          '**Being under age**: you are younger than {min_age}, or you pose as someone younger.',
          '**A fake identity**: you use someone else’s name or photos, or you create several accounts.',
          '**Harassment and threats**: you keep messaging someone who clearly does not want contact, or you insult, threaten or blackmail.',
          '**Hate and discrimination**: you insult or threaten someone for their origin, religion, gender, sexual orientation, disability or age.',
          '**Images without consent**: you share nude or other private images of someone who did not consent.',
          '**Money and sex**: you ask for or offer money, gifts or other payment for sex, or you offer escort or other paid services.',
          '**Scams**: you ask other members for money, bank details or login details, or you lure them to another site.',
          '**Advertising and spam**: you advertise, send the same message in bulk or post links to other services.',
          '**Other people’s personal data**: you share someone else’s address, phone number or other details without their consent.',
          '**Abusing the site**: you try to get around its security, take over someone’s account or disrupt the site, or you wrongly reverse a payment.',
          '**Illegal content**: anything that is a criminal offence in the Netherlands. We always report sexual images of minors to the police.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'What we do',
      blocks: [
        'For a minor breach you first get a warning and we remove the content that is not allowed. For a serious or repeated breach we ban your account at once. A banned member can no longer log in and is no longer visible to anyone. Anyone who gets around a ban with a new account is banned again.',
        'We always tell you by email which measure we took and why: which rule it is about and which content or behaviour.',
        'If you still had purchased credits you had not used, we refund them, unless the ban follows a scam or fraud.',
      ],
    },
    {
      id: 'melden',
      heading: 'Reporting someone',
      blocks: [
        'Is another member breaking the rules? Block the member: from then on neither of you sees the other anywhere. Also email us at {support_email} with the profile’s name and what happened, so we can act. If someone is in immediate danger, call 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Objecting',
      blocks: [
        'If you disagree with a warning or a ban, email {support_email} within 14 days and explain why. A different member of staff from the one who decided reviews your objection. You hear our decision within 14 days.',
      ],
    },
  ],
};

export default ban;
