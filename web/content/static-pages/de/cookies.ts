import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie-Richtlinie',
  lead: '{name} verwendet die Cookies, die nötig sind, damit die Seite funktioniert, und nur mit deiner Einwilligung ein Cookie, das sich merkt, über welchen Partner du gekommen bist. Keine Werbe-Cookies, keine Cookies von Dritten, die dich verfolgen.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Was Cookies sind',
      blocks: [
        'Ein Cookie ist eine kleine Datei, die eine Website in deinem Browser speichert, damit die Seite dich beim nächsten Besuch wiedererkennt. Vergleichbare Techniken, etwa den lokalen Speicher deines Browsers, nennen wir hier ebenfalls Cookies.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Welche Cookies wir verwenden',
      blocks: [
        [
          '**hs_session** – hält dich eingeloggt. Enthält nur einen zufälligen Code, keine persönlichen Daten. Gespeichert, bis du dich ausloggst, höchstens 30 Tage.',
          '**locale** – merkt sich, in welcher Sprache du die Seite ansiehst. Gespeichert für 365 Tage.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – merken sich, wann du einen Hinweis (zu deinem Profilfoto, zur Bestätigung deiner E-Mail-Adresse, zu deaktivierten E-Mails oder zu Push-Benachrichtigungen) weggeklickt hast, damit wir ihn nicht erneut zeigen. Enthalten nur diesen Zeitpunkt. Gespeichert für 365 Tage.',
          '**hs_entry_ok** – merkt sich, wann du bestätigt hast, dass du 18 Jahre oder älter bist, damit wir nicht bei jedem Besuch danach fragen. Gespeichert für 365 Tage.',
          '**hs_consent** – merkt sich, ob du das Cookie unten akzeptiert oder abgelehnt hast, und wann. Gespeichert für 365 Tage.',
          '**hs_arrival** – merkt sich nur, dass du über eine Anzeige oder einen Partner zu uns gekommen bist, damit du während dieses Besuchs weiter siehst, was dir dort gezeigt wurde. Enthält keine Daten über diesen Partner und nichts, woran man dich erkennt. Wird gelöscht, sobald du deinen Browser schließt.',
          '**Lokaler Speicher** – merkt sich, ob du einen Hinweis schon weggeklickt hast, und bewahrt ein halb ausgefülltes Registrierungsformular auf, bis du den Tab schließt.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Nur mit deiner Einwilligung',
      blocks: [
        '**hs_tracking** – merkt sich, über welchen Partner oder welche Kampagne du zu uns gekommen bist, damit wir diesen Partner vergüten können, wenn du dich registrierst. Gespeichert für 30 Tage. Dieses Cookie ist nicht nötig, um die Seite zu nutzen: Wir setzen es nur, wenn du im Cookie-Hinweis auf Akzeptieren klickst.',
        'Die anderen Cookies oben sind nötig, damit die Seite funktioniert: Ohne sie kannst du dich nicht einloggen und die Seite nicht in deiner eigenen Sprache nutzen. Dafür ist nach dem niederländischen Telekommunikationsgesetz (Telecommunicatiewet) keine Einwilligung nötig. Deine Wahl kannst du jederzeit über **Cookie-Einstellungen** unten auf jeder Seite ändern.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Cookies löschen oder blockieren',
      blocks: [
        'In den Einstellungen deines Browsers kannst du Cookies ansehen, löschen und blockieren. Blockierst du hs_session, kannst du dich nicht mehr einloggen.',
        'Wie wir mit deinen Daten umgehen, liest du in unserer [Datenschutzerklärung](/pages/privacy). Fragen? Schreib an {support_email}.',
      ],
    },
  ],
};

export default cookies;
