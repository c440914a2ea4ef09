import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Kundeservice',
  lead: 'Et spørsmål, et problem eller en klage? Vi hjelper deg gjerne. Ta først en titt på [vanlige spørsmål](/pages/faq): kanskje finner du svaret der allerede.',
  sections: [
    {
      id: 'contact',
      heading: 'Ta kontakt',
      blocks: [
        [
          '**E-post**: {support_email}. Vi svarer innen to virkedager.',
          '**Telefon**: {support_phone}, på virkedager.',
        ],
        'Oppgi alltid e-postadressen du er registrert med. Send aldri passordet ditt: det ber vi aldri om.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Sende inn en klage',
      blocks: [
        'Er du misfornøyd med tjenesten vår, et kjøp eller en avgjørelse vi har tatt? Send klagen din på e-post til {support_email}, med «Klage» i emnefeltet. Skriv med:',
        [
          'e-postadressen til kontoen din;',
          'hva som skjedde og når;',
          'hva du ber oss om å gjøre for å løse det.',
        ],
        'Vi bekrefter innen to virkedager at vi har mottatt klagen din, og gir deg et fullstendig svar innen 14 dager. Trenger vi mer tid, gir vi deg beskjed innen de 14 dagene og sier når du får svaret vårt.',
        'Kommer vi ikke til enighet, kan du bringe tvisten inn for den kompetente domstolen. Gjelder klagen personopplysningene dine, kan du også henvende deg til den nederlandske tilsynsmyndigheten for personvern, Autoriteit Persoonsgegevens.',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Firmaopplysninger',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Nederlandsk handelsregister (KvK)**: {company_kvk}',
            '**MVA-nummer**: {company_vat_numbers}',
            '**Handelsnavn**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
