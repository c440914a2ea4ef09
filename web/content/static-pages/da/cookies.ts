import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiepolitik',
  lead: '{name} bruger kun de cookies, der skal til, for at sitet virker. Ingen reklamecookies og ingen tredjepartscookies, der følger dig rundt.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Hvad cookies er',
      blocks: [
        'En cookie er en lille fil, som et website gemmer i din browser, så sitet kan genkende dig ved dit næste besøg. Lignende teknikker, som fx din browsers lokale lager, kalder vi her også cookies.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Hvilke cookies vi bruger',
      blocks: [
        [
          '**hs_session** – holder dig logget ind. Indeholder kun en tilfældig kode, ingen personoplysninger. Gemmes, indtil du logger ud, højst 30 dage.',
          '**locale** – husker, hvilket sprog du ser sitet på. Gemmes i 365 dage.',
          '**hs_tracking** – husker, hvilken partner eller kampagne du kom ind via, så vi kan betale den partner. Gemmes i 30 dage.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – husker, hvornår du lukkede beskeden om dit profilbillede eller om at bekræfte din e-mailadresse, så vi ikke viser den igen. Indeholder kun det tidspunkt. Gemmes i 365 dage.',
          '**Lokalt lager** – husker, om du allerede har lukket en besked, og gemmer en halvt udfyldt tilmeldingsformular, indtil du lukker fanen.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Hvorfor vi ikke beder om samtykke',
      blocks: [
        'Disse cookies er funktionelle: uden dem kan du ikke logge ind eller bruge sitet på dit eget sprog. Ifølge den nederlandske telelov (Telecommunicatiewet) kræver den slags cookies ikke samtykke. Vi sætter ingen statistik- eller reklamecookies og ingen cookies fra sociale netværk. Skulle vi nogensinde begynde på det, beder vi først om dit samtykke.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Slet eller bloker cookies',
      blocks: [
        'I din browsers indstillinger kan du se, slette og blokere cookies. Blokerer du hs_session, kan du ikke længere logge ind.',
        'Hvordan vi behandler dine oplysninger, kan du læse i vores [privatlivspolitik](/pages/privacy). Spørgsmål? Skriv til {support_email}.',
      ],
    },
  ],
};

export default cookies;
