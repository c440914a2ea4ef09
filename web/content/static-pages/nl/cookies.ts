import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiebeleid',
  lead: '{name} gebruikt de cookies die nodig zijn om de site te laten werken, en alleen met jouw toestemming één cookie die onthoudt via welke partner je kwam. Geen advertentiecookies, geen cookies van derden die je volgen.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – onthouden wanneer je een melding (over je profielfoto, het bevestigen van je e-mailadres, uitgeschakelde e-mails of pushberichten) hebt weggeklikt, zodat we hem niet opnieuw tonen. Bevatten alleen dat tijdstip. Bewaard 365 dagen.',
          '**hs_entry_ok** – onthoudt wanneer je hebt bevestigd dat je 18 jaar of ouder bent, zodat we het niet bij elk bezoek vragen. Bewaard 365 dagen.',
          '**hs_consent** – onthoudt of je de cookie hieronder hebt geaccepteerd of geweigerd, en wanneer. Bewaard 365 dagen.',
          '**hs_arrival** – onthoudt alleen dát je via een advertentie of partner binnenkwam, zodat je tijdens dit bezoek blijft zien wat je daar werd getoond. Bevat geen gegevens over die partner en niets waaraan we jou herkennen. Verdwijnt zodra je je browser sluit.',
          '**Lokale opslag** – onthoudt of je een melding al hebt weggeklikt en bewaart een half ingevuld aanmeldformulier tot je het tabblad sluit.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Alleen met je toestemming',
      blocks: [
        '**hs_tracking** – onthoudt via welke partner of campagne je binnenkwam, zodat we die partner kunnen vergoeden als je je aanmeldt. Bewaard 30 dagen. Deze cookie is niet nodig om de site te gebruiken: we plaatsen hem alleen als je in de cookiemelding op Accepteren klikt.',
        'De andere cookies hierboven zijn nodig om de site te laten werken: zonder kun je niet inloggen of de site in je eigen taal gebruiken. Daarvoor is volgens de Telecommunicatiewet geen toestemming nodig. Je keuze wijzigen kan altijd via **Cookie-instellingen** onderaan elke pagina.',
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
