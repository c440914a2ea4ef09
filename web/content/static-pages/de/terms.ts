import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Allgemeine Geschäftsbedingungen',
  lead: 'Diese Bedingungen gelten für alle, die {name} nutzen. Lies sie in Ruhe durch: Sie sagen dir, was du von uns erwarten kannst und was wir von dir erwarten.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Wer wir sind',
      blocks: [
        '{name} ist ein Dienst von {company_name} (Handelsname {company_tradenames}) mit Sitz in {company_address}, {company_city}, {company_country}. Wir sind bei der niederländischen Handelskammer (Kamer van Koophandel, KvK) unter der Nummer {company_kvk} eingetragen; unsere Umsatzsteuer-Identifikationsnummer lautet {company_vat_numbers}.',
        'Du erreichst uns per E-Mail unter {support_email} und telefonisch unter {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Wann diese Bedingungen gelten',
      blocks: [
        'Diese Bedingungen gelten für jede Nutzung von {name}: als Besucher, als Mitglied und bei jedem Kauf von Credits oder Premium. Mit deiner Registrierung stimmst du ihnen zu. Unsere [Datenschutzerklärung](/pages/privacy), unsere [Cookie-Richtlinie](/pages/cookies), unsere [Sperrrichtlinie](/pages/ban) und unsere [Rückgabebedingungen](/pages/return-policy) sind Teil dieser Bedingungen.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Nur für Erwachsene',
      blocks: [
        '{name} ist eine Datingseite für Erwachsene. Du musst mindestens {min_age} Jahre alt sein, um die Seite zu besuchen und dich zu registrieren. Bei der Registrierung gibst du dein Geburtsdatum an; wer jünger ist, kann kein Konto anlegen.',
        'Haben wir Zweifel an deinem Alter, dürfen wir dich bitten, es nachzuweisen, und dein Konto sperren, bis du das getan hast.',
      ],
    },
    {
      id: 'account',
      heading: '4. Dein Konto',
      blocks: [
        'Du hast ein einziges, persönliches Konto. Du machst korrekte Angaben, hältst dein Passwort geheim und lässt niemand anderen dein Konto nutzen. Merkst du, dass jemand anderes Zugriff hatte, ändere sofort dein Passwort und sag uns Bescheid.',
        'Du bist verantwortlich für das, was du in dein Profil stellst und in Nachrichten verschickst. Du lädst nur Fotos hoch, auf denen du selbst zu sehen bist oder die du verwenden darfst.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Credits und Bezahlen',
      blocks: [
        'Kontakt aufnehmen funktioniert auf {name} mit Credits. Du kaufst Credits im Voraus in einem Paket; der Preis steht immer in Euro inklusive Mehrwertsteuer neben der Anzahl der Credits, bevor du bezahlst. Es gibt kein Abo: Du bezahlst nur für die Credits, die du selbst kaufst.',
        'Was was kostet:',
        [
          'Eine Nachricht zu senden kostet {message_credits} Credits (etwa {message_price} pro Nachricht).',
          'Ein Foto in einer Unterhaltung zu senden kostet {photo_credits} Credits.',
          'Ein Geschenk zu senden kostet {gift_credits} Credits.',
        ],
        'Neue Mitglieder bekommen manchmal eine kleine Anzahl kostenloser Nachrichten. Was eine Aktion kostet, siehst du, bevor du sie ausführst. Credits werden erst abgebucht, wenn deine Nachricht, dein Foto oder dein Geschenk verschickt wurde.',
        'Credits sind persönlich. Du kannst sie nicht auf ein anderes Mitglied übertragen und nicht in Geld umtauschen, außer wie in den [Rückgabebedingungen](/pages/return-policy) beschrieben.',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Widerrufsrecht',
      blocks: [
        'Bei einem Kauf im Fernabsatz hast du als Verbraucher normalerweise 14 Tage Bedenkzeit. Credits und Premium sind digitale Inhalte, die du direkt nach der Zahlung nutzen kannst. Deshalb bitten wir dich beim Bezahlen ausdrücklich, der sofortigen Lieferung zuzustimmen und zu bestätigen, dass du dadurch dein Widerrufsrecht verlierst (Artikel 6:230p Buchstabe g des niederländischen Bürgerlichen Gesetzbuchs, Burgerlijk Wetboek, das die EU-Verbraucherrechterichtlinie umsetzt). Eine Bestätigung darüber bekommst du per E-Mail.',
        'Unabhängig davon erstatten wir Credits, die du noch nicht verwendet hast, wenn du uns innerhalb von {refund_days} Tagen nach deinem Kauf darum bittest. Wie das geht, steht in den [Rückgabebedingungen](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fiktive Profile',
      blocks: [
        'Auf {name} gibt es neben echten Mitgliedern auch fiktive Profile. Ein solches Profil wird von einem Teammitglied betreut, das deine Nachrichten liest und beantwortet, um die Unterhaltung auf der Seite am Laufen zu halten. Ein fiktives Profil erkennst du am Symbol auf der Profilkarte und im Profil, zusammen mit diesem Hinweis:',
        '„{fictional_warning}“',
        'Mit einem fiktiven Profil kannst du dich nicht treffen, und es entsteht keine persönliche oder körperliche Beziehung. Nachrichten an ein fiktives Profil kosten genauso viele Credits wie Nachrichten an andere Mitglieder.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Wie wir miteinander umgehen',
      blocks: [
        'Du behandelst andere Mitglieder mit Respekt. Belästigung, Drohungen, Diskriminierung, Werbung, Betrug und das Fordern oder Anbieten von Geld oder bezahltem Sex sind nicht erlaubt. Unsere [Sperrrichtlinie](/pages/ban) sagt genau, was erlaubt ist und was nicht und was passiert, wenn sich jemand nicht an die Regeln hält.',
        'Du kannst jedes Mitglied blockieren: Ab dann seht ihr euch nirgends mehr und könnt euch keine Nachrichten mehr schicken.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Verfügbarkeit und Haftung',
      blocks: [
        'Wir tun unser Bestes, damit {name} immer erreichbar und sicher ist, können aber nicht garantieren, dass die Seite nie gestört ist. Wir garantieren auch nicht, dass du über {name} einen Partner, eine Partnerin oder ein Date findest.',
        'Wir haften nicht für das, was andere Mitglieder sagen oder tun, es sei denn, uns selbst trifft ein Verschulden. Unsere Haftung ist auf den Betrag begrenzt, den du uns in den zwölf Monaten vor dem Schaden bezahlt hast. Diese Begrenzung gilt nicht bei Vorsatz oder grober Fahrlässigkeit und lässt deine Rechte als Verbraucher nach zwingendem Recht unberührt.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Dein Konto beenden',
      blocks: [
        'Du kannst dein Konto jederzeit selbst in den Einstellungen löschen. Danach hast du noch 14 Tage Zeit, es über den Link, den wir dir mailen, wieder zu aktivieren; danach löschen wir deine Daten endgültig.',
        'Wir dürfen dein Konto vorübergehend sperren oder kündigen, wenn du gegen diese Bedingungen oder die Sperrrichtlinie verstößt. Wir sagen dir dann, warum, und du kannst dagegen Einspruch einlegen.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Beschwerden',
      blocks: [
        'Bist du mit etwas unzufrieden? Schick deine Beschwerde an {support_email}, mit einer kurzen Beschreibung und der E-Mail-Adresse deines Kontos. Wir bestätigen innerhalb von zwei Werktagen, dass wir deine Beschwerde erhalten haben, und antworten innerhalb von 14 Tagen inhaltlich. Mehr dazu auf der Seite [Kundenservice](/pages/service).',
        'Finden wir gemeinsam keine Lösung, kannst du die Streitigkeit dem zuständigen Gericht vorlegen.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Änderungen und anwendbares Recht',
      blocks: [
        'Wir können diese Bedingungen ändern. Wichtige Änderungen kündigen wir mindestens 30 Tage im Voraus per E-Mail oder auf der Seite an. Oben auf dieser Seite steht das Datum der Fassung, die jetzt gilt.',
        'Für diese Bedingungen gilt niederländisches Recht. Wohnst du in einem anderen Land der Europäischen Union, behältst du den Schutz der zwingenden Vorschriften dieses Landes.',
      ],
    },
  ],
};

export default terms;
