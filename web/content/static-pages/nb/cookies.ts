import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Informasjonskapsler',
  lead: '{name} bruker informasjonskapslene (cookies) som trengs for at siden skal fungere, og bare med samtykket ditt én informasjonskapsel som husker hvilken partner du kom via. Ingen reklamekapsler og ingen informasjonskapsler fra tredjeparter som følger deg.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Hva informasjonskapsler er',
      blocks: [
        'En informasjonskapsel (cookie) er en liten fil som et nettsted lagrer i nettleseren din, slik at siden kjenner deg igjen neste gang du kommer. Lignende teknikker, som den lokale lagringen i nettleseren din, kaller vi også informasjonskapsler her.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Hvilke informasjonskapsler vi bruker',
      blocks: [
        [
          '**hs_session** – holder deg innlogget. Inneholder bare en tilfeldig kode, ingen personopplysninger. Lagres til du logger ut, høyst 30 dager.',
          '**locale** – husker hvilket språk du bruker siden på. Lagres i 365 dager.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – husker når du lukket en melding (om profilbildet ditt, om å bekrefte e-postadressen din, om e-post som er slått av, eller om push-varsler), slik at vi ikke viser den igjen. Inneholder bare det tidspunktet. Lagres i 365 dager.',
          '**hs_entry_ok** – husker når du bekreftet at du er 18 år eller eldre, slik at vi ikke spør ved hvert besøk. Lagres i 365 dager.',
          '**hs_consent** – husker om du har godtatt eller avslått informasjonskapselen nedenfor, og når. Lagres i 365 dager.',
          '**hs_arrival** – husker bare at du kom inn via en annonse eller en partner, slik at du under dette besøket fortsatt ser det du ble vist der. Inneholder ingen opplysninger om partneren og ingenting vi kan kjenne deg igjen på. Forsvinner når du lukker nettleseren.',
          '**Lokal lagring** – husker om du allerede har lukket en melding, og tar vare på et halvt utfylt registreringsskjema til du lukker fanen.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Bare med samtykket ditt',
      blocks: [
        '**hs_tracking** – husker hvilken partner eller kampanje du kom inn gjennom, slik at vi kan betale den partneren hvis du registrerer deg. Lagres i 30 dager. Denne informasjonskapselen trengs ikke for å bruke siden: vi setter den bare hvis du klikker på Godta i meldingen om informasjonskapsler.',
        'De andre informasjonskapslene ovenfor trengs for at siden skal fungere: uten dem kan du ikke logge inn eller bruke siden på ditt eget språk. Etter den nederlandske telekommunikasjonsloven (Telecommunicatiewet) trengs det ikke samtykke for dem. Du kan når som helst endre valget ditt via **Innstillinger for informasjonskapsler** nederst på hver side.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Slette eller blokkere informasjonskapsler',
      blocks: [
        'I innstillingene i nettleseren din kan du se, slette og blokkere informasjonskapsler. Blokkerer du hs_session, kan du ikke lenger logge inn.',
        'Hvordan vi behandler opplysningene dine, kan du lese i [personvernerklæringen](/pages/privacy). Spørsmål? Send e-post til {support_email}.',
      ],
    },
  ],
};

export default cookies;
