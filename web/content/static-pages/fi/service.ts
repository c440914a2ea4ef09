import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Asiakaspalvelu',
  lead: 'Kysymys, ongelma tai valitus? Autamme mielellämme. Katso ensin [usein kysytyt kysymykset](/pages/faq): vastaus saattaa löytyä sieltä.',
  sections: [
    {
      id: 'contact',
      heading: 'Ota yhteyttä',
      blocks: [
        [
          '**Sähköposti**: {support_email}. Vastaamme kahden arkipäivän kuluessa.',
          '**Puhelin**: {support_phone}, arkipäivisin.',
        ],
        'Mainitse aina sähköpostiosoite, jolla olet rekisteröitynyt. Älä koskaan lähetä salasanaasi: emme koskaan pyydä sitä.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Valituksen tekeminen',
      blocks: [
        'Oletko tyytymätön palveluumme, ostokseen tai tekemäämme päätökseen? Lähetä valituksesi sähköpostitse osoitteeseen {support_email} ja kirjoita aiheriville ”Valitus”. Kerro viestissä:',
        [
          'tilisi sähköpostiosoite;',
          'mitä tapahtui ja milloin;',
          'mitä pyydät meitä tekemään asian korjaamiseksi.',
        ],
        'Vahvistamme kahden arkipäivän kuluessa, että olemme saaneet valituksesi, ja vastaamme asiaan 14 päivän kuluessa. Jos tarvitsemme enemmän aikaa, kerromme sen sinulle näiden 14 päivän aikana ja kerromme, milloin saat vastauksemme.',
        'Jos emme pääse yhdessä ratkaisuun, voit viedä riidan toimivaltaisen tuomioistuimen ratkaistavaksi. Jos valituksesi koskee henkilötietojasi, voit kääntyä myös Alankomaiden tietosuojaviranomaisen (Autoriteit Persoonsgegevens) puoleen.',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Yrityksen tiedot',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Alankomaiden kaupparekisteri (KvK)**: {company_kvk}',
            '**ALV-numero**: {company_vat_numbers}',
            '**Toiminimi**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
