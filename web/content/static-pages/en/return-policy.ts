import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Return policy',
  lead: 'Changed your mind about a purchase? You get back the credits you have not used yet if you ask within {refund_days} days of your purchase.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Your right of withdrawal',
      blocks: [
        'When you buy online, as a consumer you normally have 14 days to change your mind. For digital content that is delivered at once, such as credits and premium, that right does not apply if at checkout you expressly consent to immediate delivery and acknowledge that you thereby lose your right of withdrawal (article 6:230p(g) of the Dutch Civil Code, based on the EU Consumer Rights Directive). We ask you for this with every purchase, and you receive a confirmation by email.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Our refund guarantee',
      blocks: [
        'Even so, we want you to buy credits without worry. That is why we refund credits you have not used yet if you contact us within {refund_days} days of your purchase.',
        [
          'You get back the part of the purchase price that belongs to the credits still on your account.',
          'Credits you have already used for messages, photos or gifts, and credits you got for free or as a gift, are not refunded.',
          'Premium is refunded pro rata for the days that are left.',
          'We refund through the payment method you paid with, within 14 days of receiving your request.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'How to ask',
      blocks: [
        'Email {support_email} or call {support_phone}. Give your account’s email address and the date of your purchase. You hear from us within two working days.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Something went wrong?',
      blocks: [
        'If you were charged twice, your credits were not added, or the site did not work as it should, we always look into it and put it right, also after {refund_days} days. Your statutory rights as a consumer always apply.',
      ],
    },
  ],
};

export default returnPolicy;
