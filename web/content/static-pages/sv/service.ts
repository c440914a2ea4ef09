import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Kundtjänst',
  lead: 'En fråga, ett problem eller ett klagomål? Vi hjälper dig gärna. Titta först bland [vanliga frågor](/pages/faq): kanske finns svaret redan där.',
  sections: [
    {
      id: 'contact',
      heading: 'Kontakta oss',
      blocks: [
        [
          '**Mejl**: {support_email}. Vi svarar inom två arbetsdagar.',
          '**Telefon**: {support_phone}, vardagar.',
        ],
        'Ange alltid e-postadressen som du är registrerad med. Skicka aldrig med ditt lösenord: det ber vi aldrig om.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Lämna in ett klagomål',
      blocks: [
        'Är du missnöjd med vår tjänst, ett köp eller ett beslut vi har fattat? Mejla ditt klagomål till {support_email} med ”Klagomål” i ämnesraden. Skriv med:',
        [
          'e-postadressen till ditt konto;',
          'vad som hände och när;',
          'vad du vill att vi gör för att lösa det.',
        ],
        'Vi bekräftar inom två arbetsdagar att vi har tagit emot ditt klagomål och svarar i sak inom 14 dagar. Behöver vi mer tid meddelar vi dig det inom dessa 14 dagar och talar om när du får vårt svar.',
        'Kommer vi inte överens kan du lägga fram tvisten för behörig domstol. Gäller ditt klagomål dina personuppgifter kan du också vända dig till den nederländska dataskyddsmyndigheten, Autoriteit Persoonsgegevens.',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Företagsuppgifter',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Nederländska handelsregistret (KvK)**: {company_kvk}',
            '**Momsregistreringsnummer**: {company_vat_numbers}',
            '**Handelsnamn**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
