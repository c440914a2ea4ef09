import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Häufige Fragen',
  lead: 'Schnelle Antworten auf die Fragen, die wir am häufigsten bekommen. Deine Frage ist nicht dabei? Schreib an {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Dein Konto',
      blocks: [
        {
          q: 'Wer darf sich registrieren?',
          a: ['Alle ab {min_age} Jahren. Bei der Registrierung fragen wir nach deinem Geburtsdatum; unter {min_age} Jahren geht es nicht.'],
        },
        {
          q: 'Ich habe mein Passwort vergessen. Was nun?',
          a: ['Wähle auf der Login-Seite „Passwort vergessen?“. Du bekommst eine E-Mail mit einem Link, über den du ein neues Passwort wählst. Keine E-Mail bekommen? Sieh auch in deinem Spam-Ordner nach.'],
        },
        {
          q: 'Wie lösche ich mein Konto?',
          a: ['In den Einstellungen unter „Konto löschen“. Danach hast du noch 14 Tage Zeit, dein Konto über den Link, den wir dir mailen, wieder zu aktivieren; danach löschen wir alle deine Daten endgültig.'],
        },
        {
          q: 'Kann ich sehen, was ihr über mich speichert?',
          a: ['Ja. In den Einstellungen lädst du unter „Deine Daten“ mit einem Klick alles herunter, was wir über dich speichern. Mehr dazu in unserer [Datenschutzerklärung](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits und Bezahlen',
      blocks: [
        {
          q: 'Was sind Credits?',
          a: ['Mit Credits bezahlst du für Kontakt: Eine Nachricht kostet {message_credits} Credits (etwa {message_price}), ein Foto {photo_credits} Credits und ein Geschenk {gift_credits} Credits. Was etwas kostet, siehst du immer, bevor du es verschickst, und bei jedem Paket steht der Preis in Euro neben der Anzahl der Credits.'],
        },
        {
          q: 'Bin ich an ein Abo gebunden?',
          a: ['Nein. Du kaufst Credits, wann du willst; es wird nie automatisch etwas abgebucht.'],
        },
        {
          q: 'Kann ich mein Geld zurückbekommen?',
          a: ['Credits, die du noch nicht verwendet hast, erstatten wir, wenn du dich innerhalb von {refund_days} Tagen nach deinem Kauf bei uns meldest. Siehe die [Rückgabebedingungen](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profile und Kontakt',
      blocks: [
        {
          q: 'Was sind fiktive Profile?',
          a: [
            'Einige Profile auf {name} werden von einem Teammitglied betreut. Du erkennst sie am Symbol auf der Profilkarte und im Profil. Mit einem fiktiven Profil kannst du chatten, dich aber nicht treffen. Nachrichten an ein solches Profil kosten genauso viele Credits wie andere Nachrichten.',
          ],
        },
        {
          q: 'Wie blockiere ich jemanden?',
          a: ['Im Profil des Mitglieds und in der Unterhaltung findest du den Button zum Blockieren. Danach seht ihr euch nirgends mehr. Die Mitglieder, die du blockiert hast, siehst du in den Einstellungen, und dort kannst du die Blockierung auch wieder aufheben.'],
        },
        {
          q: 'Kann ich unsichtbar sein?',
          a: ['Ja. Schalte in den Einstellungen „Unsichtbar“ ein: Dann erscheinst du nicht mehr in den Suchergebnissen, aber Mitglieder, mit denen du schon chattest, erreichen dich weiterhin.'],
        },
        {
          q: 'Jemand hält sich nicht an die Regeln. Was tue ich?',
          a: ['Blockiere das Mitglied und schreib uns an {support_email} mit dem Namen des Profils. Was nicht erlaubt ist und was wir dagegen tun, liest du in der [Sperrrichtlinie](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          q: 'Wie erreiche ich den Kundenservice?',
          a: ['Schreib an {support_email} oder ruf {support_phone} an. Auf der Seite [Kundenservice](/pages/service) liest du auch, wie du eine Beschwerde einreichst.'],
        },
      ],
    },
  ],
};

export default faq;
