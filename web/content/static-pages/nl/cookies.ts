import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiebeleid',
  lead: '{name} gebruikt alleen de cookies die nodig zijn om de site te laten werken. Geen advertentiecookies, geen cookies van derden die je volgen.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Wat cookies zijn',
      blocks: [
        'Een cookie is een klein bestand dat een website in je browser bewaart, zodat de site je bij een volgend bezoek herkent. Vergelijkbare technieken, zoals de lokale opslag van je browser, noemen we hier ook cookies.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Welke cookies we gebruiken',
      blocks: [
        [
          '**hs_session** – houdt je ingelogd. Bevat alleen een willekeurige code, geen persoonlijke gegevens. Bewaard tot je uitlogt, hooguit 30 dagen.',
          '**locale** – onthoudt in welke taal je de site bekijkt. Bewaard 365 dagen.',
          '**hs_tracking** – onthoudt via welke partner of campagne je binnenkwam, zodat we die partner kunnen vergoeden. Bewaard 30 dagen.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – onthouden wanneer je de melding over je profielfoto of over het bevestigen van je e-mailadres hebt weggeklikt, zodat we hem niet opnieuw tonen. Bevatten alleen dat tijdstip. Bewaard 365 dagen.',
          '**Lokale opslag** – onthoudt of je een melding al hebt weggeklikt en bewaart een half ingevuld aanmeldformulier tot je het tabblad sluit.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Waarom we geen toestemming vragen',
      blocks: [
        'Deze cookies zijn functioneel: zonder kun je niet inloggen of de site in je eigen taal gebruiken. Voor zulke cookies is volgens de Telecommunicatiewet geen toestemming nodig. We plaatsen geen analyse- of advertentiecookies en geen cookies van sociale netwerken. Gaan we dat ooit doen, dan vragen we eerst je toestemming.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Cookies verwijderen of blokkeren',
      blocks: [
        'In de instellingen van je browser kun je cookies bekijken, verwijderen en blokkeren. Blokkeer je hs_session, dan kun je niet meer inloggen.',
        'Hoe we met je gegevens omgaan, lees je in ons [privacybeleid](/pages/privacy). Vragen? Mail {support_email}.',
      ],
    },
  ],
};

export default cookies;
