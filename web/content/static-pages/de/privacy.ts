import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Datenschutzerklärung',
  lead: 'Dating ist persönlich. Hier liest du, welche Daten {name} über dich speichert, warum, wie lange und was du selbst mit deinen Daten tun kannst. Diese Erklärung folgt der Datenschutz-Grundverordnung (DSGVO).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Wer verantwortlich ist',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (niederländische Handelskammer KvK {company_kvk}) ist der Verantwortliche für die Daten auf {name}. Fragen zu deinem Datenschutz richtest du an {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Welche Daten wir verarbeiten',
      blocks: [
        [
          '**Kontodaten**: deine E-Mail-Adresse, dein Passwort (nur als nicht umkehrbarer Hash, nie lesbar), dein Name, Geburtsdatum, Geschlecht, Land und deine Region.',
          '**Profildaten**: deine Fotos, dein Text über dich, deine Interessen und was du suchst. Deine sexuelle Orientierung gehört zu den besonderen Kategorien personenbezogener Daten; wir verarbeiten sie nur, weil du sie ausdrücklich in dein Profil einträgst.',
          '**Nachrichten und Kontakt**: die Nachrichten, Fotos und Geschenke, die du sendest und empfängst, deine Likes, Matches und die Mitglieder, die du blockierst.',
          '**Käufe**: deine Credits, deine Käufe und Zahlungen (Betrag, Datum, Zahlungsmethode). Deine Karten- oder Kontodaten verarbeitet der Zahlungsanbieter; wir speichern sie nicht.',
          '**Technische Daten**: deine IP-Adresse, dein Browser und die Zeitpunkte, zu denen du dich einloggst, um die Seite sicher zu halten und Missbrauch zu stoppen.',
          '**Herkunft**: der Partner oder die Kampagne, über die du zu uns gekommen bist, wenn du über den Link eines Partners kamst.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Warum wir sie verarbeiten',
      blocks: [
        [
          'Um dir den Dienst zu liefern, für den du dich registrierst: dein Profil zeigen, suchen, chatten und deine Credits verwalten (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO).',
          'Um deine sexuelle Orientierung und andere sensible Angaben, die du selbst einträgst, anzuzeigen und bei der Suche zu verwenden (deine ausdrückliche Einwilligung, Art. 9 Abs. 2 lit. a DSGVO). Du kannst sie jederzeit ändern oder entfernen.',
          'Um die Seite sicher zu halten, Betrug und Missbrauch zu verhindern und unsere Regeln durchzusetzen (unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
          'Um unsere Buchhaltung so zu führen, wie es das Steuerrecht vorschreibt (rechtliche Verpflichtung, Art. 6 Abs. 1 lit. c DSGVO).',
          'Um dir Hinweise, E-Mails und Push-Benachrichtigungen zu schicken: zu deinem Konto immer, alles andere nur so, wie du es wählst (Angebote und Neuigkeiten nur, wenn du sie einschaltest). Das wählst du unter [Benachrichtigungen und E-Mail](/notifications), und jede solche E-Mail enthält einen Abmeldelink.',
        ],
        'Wir verkaufen deine Daten nicht und verwenden sie nicht für Werbung anderer.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Nachrichten an fiktive Profile',
      blocks: [
        'Auf {name} gibt es auch fiktive Profile, die an einem Symbol zu erkennen sind. Nachrichten, die du an ein fiktives Profil schickst, werden von unseren Teammitgliedern gelesen und beantwortet. Sie sind zur Verschwiegenheit verpflichtet und verwenden deine Nachrichten nur für diese Unterhaltung.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Wie lange wir sie speichern',
      blocks: [
        [
          'Solange dein Konto besteht, speichern wir dein Konto, dein Profil und deine Unterhaltungen.',
          'Löschst du dein Konto, bewahren wir alles noch 14 Tage auf, damit du dein Konto wieder aktivieren kannst, wenn du es dir anders überlegst. Danach löschen wir dein Profil, deine Fotos, Nachrichten und Kontodaten endgültig.',
          'Daten zu Käufen und Zahlungen bewahren wir 7 Jahre auf, weil das niederländische Steuerrecht das vorschreibt. Sie werden nur dafür verwendet.',
          'Technische Daten für die Sicherheit speichern wir nicht länger als dafür nötig.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Mit wem wir sie teilen',
      blocks: [
        'Wir setzen Dienstleister für das Hosting, den E-Mail-Versand und die Abwicklung von Zahlungen ein. Sie verarbeiten deine Daten nur in unserem Auftrag, auf Grundlage eines Auftragsverarbeitungsvertrags, und innerhalb des Europäischen Wirtschaftsraums. Andere Mitglieder sehen nur, was du in dein Profil stellst und was du ihnen schickst. An die Polizei oder andere Behörden geben wir Daten nur heraus, wenn das Gesetz uns dazu verpflichtet.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Deine Rechte',
      blocks: [
        'Du hast das Recht, deine Daten einzusehen, sie berichtigen oder löschen zu lassen, ihre Verarbeitung einschränken zu lassen, einer Verarbeitung auf Grundlage unseres berechtigten Interesses zu widersprechen und eine erteilte Einwilligung zu widerrufen.',
        [
          '**Deine Daten herunterladen**: In den [Einstellungen](/settings) wählst du unter „Deine Daten“ die Option „Meine Daten herunterladen“. Du bekommst dann sofort alles, was wir über dich speichern, als Datei (Recht auf Auskunft und auf Datenübertragbarkeit).',
          '**Dein Konto löschen**: In den Einstellungen wählst du „Konto löschen“. Nach 14 Tagen ist alles endgültig weg.',
          'Dein Profil bearbeiten oder in den Suchergebnissen unsichtbar werden kannst du jederzeit selbst in den Einstellungen.',
        ],
        'Für jede andere Anfrage schreibst du an {support_email}. Wir antworten innerhalb eines Monats und bitten dich manchmal zuerst zu bestätigen, dass das Konto dir gehört.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Wie wir deine Daten schützen',
      blocks: [
        'Die Seite funktioniert nur über eine verschlüsselte Verbindung. Passwörter speichern wir als nicht umkehrbaren Hash, Sitzungen als unlesbaren Code, und nach zu vielen fehlgeschlagenen Anmeldeversuchen sperren wir weitere Versuche vorübergehend. Stellen wir eine Datenpanne fest, die ein Risiko für dich mit sich bringt, melden wir das dir und der Aufsichtsbehörde.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Eine Beschwerde zum Datenschutz',
      blocks: [
        'Bist du nicht zufrieden damit, wie wir mit deinen Daten umgehen, sag es uns bitte zuerst unter {support_email}. Du hast außerdem jederzeit das Recht, dich bei der niederländischen Datenschutzbehörde, der Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), oder bei der Datenschutzbehörde des Landes, in dem du wohnst, zu beschweren.',
        'Mehr über Cookies liest du in unserer [Cookie-Richtlinie](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
