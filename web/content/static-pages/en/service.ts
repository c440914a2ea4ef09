import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Customer service',
  lead: 'A question, a problem or a complaint? We are happy to help. Have a look at the [frequently asked questions](/pages/faq) first: the answer may already be there.',
  sections: [
    {
      id: 'contact',
      heading: 'Get in touch',
      blocks: [
        [
          '**Email**: {support_email}. We answer within two working days.',
          '**Phone**: {support_phone}, on working days.',
        ],
        'Always give the email address you signed up with. Never send your password: we never ask for it.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Making a complaint',
      blocks: [
        'Not happy with our service, a purchase or a decision we made? Email your complaint to {support_email}, with “Complaint” in the subject. Include:',
        [
          'your account’s email address;',
          'what happened and when;',
          'what you ask us to do to put it right.',
        ],
        'We confirm receipt within two working days and answer in full within 14 days. If we need more time, we tell you within those 14 days and say when you will have our answer.',
        'If we cannot resolve it together, you can bring the dispute before the competent court. If your complaint is about your personal data, you can also turn to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Company details',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Chamber of Commerce (KvK)**: {company_kvk}',
            '**VAT number**: {company_vat_numbers}',
            '**Trade name**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
