import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiepolitik',
  lead: '{name} bruger de cookies, der skal til, for at sitet virker, og kun med dit samtykke én cookie, der husker, hvilken partner du kom via. Ingen reklamecookies og ingen tredjepartscookies, der følger dig rundt.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – husker, hvornår du lukkede en besked (om dit profilbillede, om at bekræfte din e-mailadresse, om mails, der er slået fra, eller om notifikationer), så vi ikke viser den igen. Indeholder kun det tidspunkt. Gemmes i 365 dage.',
          '**hs_entry_ok** – husker, hvornår du bekræftede, at du er 18 år eller ældre, så vi ikke spørger ved hvert besøg. Gemmes i 365 dage.',
          '**hs_consent** – husker, om du har accepteret eller afvist cookien nedenfor, og hvornår. Gemmes i 365 dage.',
          '**hs_arrival** – husker kun, at du kom ind via en annonce eller en partner, så du under dette besøg fortsat ser det, du blev vist der. Indeholder ingen oplysninger om partneren og intet, vi kan genkende dig på. Forsvinder, når du lukker din browser.',
          '**Lokalt lager** – husker, om du allerede har lukket en besked, og gemmer en halvt udfyldt tilmeldingsformular, indtil du lukker fanen.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Kun med dit samtykke',
      blocks: [
        '**hs_tracking** – husker, hvilken partner eller kampagne du kom ind via, så vi kan betale den partner, hvis du tilmelder dig. Gemmes i 30 dage. Denne cookie er ikke nødvendig for at bruge sitet: vi sætter den kun, hvis du klikker på Accepter i cookiebeskeden.',
        'De andre cookies ovenfor skal til, for at sitet virker: uden dem kan du ikke logge ind eller bruge sitet på dit eget sprog. Ifølge den nederlandske telelov (Telecommunicatiewet) kræver de ikke samtykke. Du kan altid ændre dit valg via **Cookieindstillinger** nederst på hver side.',
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
