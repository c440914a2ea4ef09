import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Kundeservice',
  lead: 'Et spørgsmål, et problem eller en klage? Vi hjælper dig gerne. Kig først på [ofte stillede spørgsmål](/pages/faq): måske står svaret der allerede.',
  sections: [
    {
      id: 'contact',
      heading: 'Kontakt os',
      blocks: [
        [
          '**E-mail**: {support_email}. Vi svarer inden for to hverdage.',
          '**Telefon**: {support_phone}, på hverdage.',
        ],
        'Oplys altid den e-mailadresse, du er tilmeldt med. Send aldrig din adgangskode: den beder vi aldrig om.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Sådan klager du',
      blocks: [
        'Er du ikke tilfreds med vores service, et køb eller en afgørelse, vi har truffet? Send din klage til {support_email} med »Klage« i emnefeltet. Skriv:',
        [
          'e-mailadressen til din konto;',
          'hvad der skete og hvornår;',
          'hvad du beder os om at gøre for at løse det.',
        ],
        'Inden for to hverdage bekræfter vi, at vi har modtaget din klage, og inden for 14 dage får du et fyldestgørende svar. Har vi brug for mere tid, giver vi dig besked inden for de 14 dage og fortæller, hvornår du får vores svar.',
        'Kan vi ikke blive enige, kan du indbringe tvisten for den kompetente domstol. Handler din klage om dine personoplysninger, kan du også gå til den nederlandske datatilsynsmyndighed (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Virksomhedsoplysninger',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Handelskammer (KvK)**: {company_kvk}',
            '**Momsnummer**: {company_vat_numbers}',
            '**Handelsnavn**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
