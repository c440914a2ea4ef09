import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Kundenservice',
  lead: 'Eine Frage, ein Problem oder eine Beschwerde? Wir helfen dir gern. Sieh zuerst in den [häufigen Fragen](/pages/faq) nach: Vielleicht steht die Antwort schon dort.',
  sections: [
    {
      id: 'contact',
      heading: 'Kontakt aufnehmen',
      blocks: [
        [
          '**E-Mail**: {support_email}. Wir antworten innerhalb von zwei Werktagen.',
          '**Telefon**: {support_phone}, an Werktagen.',
        ],
        'Gib immer die E-Mail-Adresse an, mit der du registriert bist. Schick nie dein Passwort mit: Danach fragen wir nie.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Eine Beschwerde einreichen',
      blocks: [
        'Bist du mit unserem Dienst, einem Kauf oder einer Entscheidung von uns nicht zufrieden? Schick deine Beschwerde an {support_email}, mit „Beschwerde“ im Betreff. Schreib dazu:',
        [
          'die E-Mail-Adresse deines Kontos;',
          'was passiert ist und wann;',
          'was wir tun sollen, um es zu lösen.',
        ],
        'Wir bestätigen innerhalb von zwei Werktagen, dass wir deine Beschwerde erhalten haben, und antworten innerhalb von 14 Tagen inhaltlich. Brauchen wir mehr Zeit, sagen wir dir das innerhalb dieser 14 Tage und nennen dir, wann du unsere Antwort bekommst.',
        'Finden wir gemeinsam keine Lösung, kannst du die Streitigkeit dem zuständigen Gericht vorlegen. Geht es in deiner Beschwerde um deine personenbezogenen Daten, kannst du dich auch an die niederländische Datenschutzbehörde (Autoriteit Persoonsgegevens) wenden.',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Angaben zum Unternehmen',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Handelskammer (KvK)**: {company_kvk}',
            '**USt-IdNr.**: {company_vat_numbers}',
            '**Handelsname**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
