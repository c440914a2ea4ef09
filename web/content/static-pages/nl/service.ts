import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Klantenservice',
  lead: 'Een vraag, een probleem of een klacht? Wij helpen je graag. Kijk eerst even bij de [veelgestelde vragen](/pages/faq): misschien staat het antwoord er al.',
  sections: [
    {
      id: 'contact',
      heading: 'Neem contact op',
      blocks: [
        [
          '**E-mail**: {support_email}. We antwoorden binnen twee werkdagen.',
          '**Telefoon**: {support_phone}, op werkdagen.',
        ],
        'Vermeld altijd het e-mailadres waarmee je bent aangemeld. Stuur nooit je wachtwoord mee: daar vragen wij nooit om.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Een klacht indienen',
      blocks: [
        'Ben je niet tevreden over onze dienst, een aankoop of een beslissing die we namen? Mail je klacht naar {support_email}, met “Klacht” in het onderwerp. Schrijf erbij:',
        [
          'het e-mailadres van je account;',
          'wat er gebeurde en wanneer;',
          'wat je van ons vraagt om het op te lossen.',
        ],
        'We bevestigen binnen twee werkdagen dat we je klacht hebben ontvangen en geven binnen 14 dagen inhoudelijk antwoord. Hebben we meer tijd nodig, dan laten we je dat binnen die 14 dagen weten en zeggen we wanneer je ons antwoord krijgt.',
        'Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter. Gaat je klacht over je persoonsgegevens, dan kun je ook terecht bij de Autoriteit Persoonsgegevens.',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Bedrijfsgegevens',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**KvK-nummer**: {company_kvk}',
            '**Btw-nummer**: {company_vat_numbers}',
            '**Handelsnaam**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
