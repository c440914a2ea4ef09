import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie-Richtlinie',
  lead: '{name} verwendet nur die Cookies, die nötig sind, damit die Seite funktioniert. Keine Werbe-Cookies, keine Cookies von Dritten, die dich verfolgen.',
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
          '**hs_tracking** – merkt sich, über welchen Partner oder welche Kampagne du zu uns gekommen bist, damit wir diesen Partner vergüten können. Gespeichert für 30 Tage.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – merken sich, wann du den Hinweis zu deinem Profilfoto oder zur Bestätigung deiner E-Mail-Adresse weggeklickt hast, damit wir ihn nicht erneut zeigen. Enthalten nur diesen Zeitpunkt. Gespeichert für 365 Tage.',
          '**Lokaler Speicher** – merkt sich, ob du einen Hinweis schon weggeklickt hast, und bewahrt ein halb ausgefülltes Registrierungsformular auf, bis du den Tab schließt.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Warum wir nicht um Einwilligung bitten',
      blocks: [
        'Diese Cookies sind funktional: Ohne sie kannst du dich nicht einloggen und die Seite nicht in deiner eigenen Sprache nutzen. Für solche Cookies ist nach dem niederländischen Telekommunikationsgesetz (Telecommunicatiewet) keine Einwilligung nötig. Wir setzen keine Analyse- oder Werbe-Cookies und keine Cookies sozialer Netzwerke. Sollten wir das irgendwann tun, bitten wir dich vorher um deine Einwilligung.',
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
