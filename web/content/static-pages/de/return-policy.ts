import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Rückgabebedingungen',
  lead: 'Du bereust einen Kauf? Credits, die du noch nicht verwendet hast, bekommst du erstattet, wenn du innerhalb von {refund_days} Tagen nach deinem Kauf darum bittest.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Dein Widerrufsrecht',
      blocks: [
        'Kaufst du online, hast du als Verbraucher normalerweise 14 Tage Bedenkzeit. Für digitale Inhalte, die sofort geliefert werden, wie Credits und Premium, gilt das nicht, wenn du beim Bezahlen ausdrücklich der sofortigen Lieferung zustimmst und bestätigst, dass du dadurch dein Widerrufsrecht verlierst (Artikel 6:230p Buchstabe g des niederländischen Bürgerlichen Gesetzbuchs, Burgerlijk Wetboek, auf Grundlage der EU-Verbraucherrechterichtlinie). Darum bitten wir dich bei jedem Kauf, und du bekommst eine Bestätigung per E-Mail.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Unsere Geld-zurück-Garantie',
      blocks: [
        'Trotzdem möchten wir, dass du ohne Sorgen Credits kaufen kannst. Deshalb erstatten wir Credits, die du noch nicht verwendet hast, wenn du dich innerhalb von {refund_days} Tagen nach deinem Kauf bei uns meldest.',
        [
          'Du bekommst den Teil des Kaufpreises zurück, der auf die Credits entfällt, die noch auf deinem Konto sind.',
          'Credits, die du schon für Nachrichten, Fotos oder Geschenke verwendet hast, sowie kostenlos oder geschenkt erhaltene Credits werden nicht erstattet.',
          'Premium erstatten wir anteilig für die verbleibenden Tage.',
          'Wir erstatten über die Zahlungsmethode, mit der du bezahlt hast, innerhalb von 14 Tagen, nachdem wir deine Anfrage erhalten haben.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'So beantragst du es',
      blocks: [
        'Schreib an {support_email} oder ruf {support_phone} an. Gib die E-Mail-Adresse deines Kontos und das Datum deines Kaufs an. Innerhalb von zwei Werktagen hörst du von uns.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Etwas ist schiefgegangen?',
      blocks: [
        'Wurde doppelt abgebucht, wurden deine Credits nicht gutgeschrieben oder hat die Seite nicht richtig funktioniert, gehen wir dem immer nach und bringen es in Ordnung, auch nach {refund_days} Tagen. Deine gesetzlichen Rechte als Verbraucher gelten immer.',
      ],
    },
  ],
};

export default returnPolicy;
