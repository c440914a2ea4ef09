import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Frequently asked questions',
  lead: 'Quick answers to the questions we get most often. Is yours not here? Email {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          q: 'Who may sign up?',
          a: ['Anyone aged {min_age} or over. We ask for your date of birth when you sign up; under {min_age} is not possible.'],
        },
        {
          q: 'I forgot my password. What now?',
          a: ['Choose “Forgot your password?” on the login page. You get an email with a link to choose a new password. No email? Also check your spam folder.'],
        },
        {
          q: 'How do I delete my account?',
          a: ['In Settings, under “Delete account”. You then have 14 days to reactivate your account with the link we email you; after that we delete all your data for good.'],
        },
        {
          q: 'Can I see what you keep about me?',
          a: ['Yes. In Settings, under “Your data”, you download everything we keep about you in one click. Read more in our [privacy policy](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits and payment',
      blocks: [
        {
          q: 'What are credits?',
          a: ['Credits pay for contact: a message costs {message_credits} credits (about {message_price}), a photo {photo_credits} credits and a gift {gift_credits} credits. You always see what something costs before you send it, and every package shows its price in euros beside the number of credits.'],
        },
        {
          q: 'Am I tied to a subscription?',
          a: ['No. You buy credits whenever you like; nothing is ever charged automatically.'],
        },
        {
          q: 'Can I get my money back?',
          a: ['We refund credits you have not used yet if you contact us within {refund_days} days of your purchase. See the [return policy](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profiles and contact',
      blocks: [
        {
          q: 'What are fictional profiles?',
          a: [
            'Some profiles on {name} are run by a member of staff. You recognise them by the icon on the profile card and on the profile. You can chat with a fictional profile, but not meet. Messages to such a profile cost the same credits as other messages.',
          ],
        },
        {
          q: 'How do I block someone?',
          a: ['The member’s profile and your conversation have a button to block. From then on neither of you sees the other anywhere. Settings lists the members you blocked, and you can lift a block there.'],
        },
        {
          q: 'Can I be invisible?',
          a: ['Yes. Turn on “Invisible” in Settings: you no longer appear in search results, but members you already chat with can still reach you.'],
        },
        {
          q: 'Someone is breaking the rules. What do I do?',
          a: ['Block the member and email us at {support_email} with the profile’s name. What is not allowed and what we do about it is in the [ban policy](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          q: 'How do I reach customer service?',
          a: ['Email {support_email} or call {support_phone}. The [customer service](/pages/service) page also explains how to make a complaint.'],
        },
      ],
    },
  ],
};

export default faq;
