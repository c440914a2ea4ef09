import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiepolicy',
  lead: '{name} använder bara de cookies som behövs för att sidan ska fungera. Inga reklamcookies och inga cookies från tredje part som följer dig.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Vad cookies är',
      blocks: [
        'En cookie är en liten fil som en webbplats sparar i din webbläsare, så att sidan känner igen dig vid ditt nästa besök. Liknande tekniker, som webbläsarens lokala lagring, kallar vi här också cookies.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Vilka cookies vi använder',
      blocks: [
        [
          '**hs_session** – håller dig inloggad. Innehåller bara en slumpmässig kod, inga personuppgifter. Sparas tills du loggar ut, högst 30 dagar.',
          '**locale** – kommer ihåg vilket språk du använder sidan på. Sparas i 365 dagar.',
          '**hs_tracking** – kommer ihåg via vilken partner eller kampanj du kom in, så att vi kan ersätta den partnern. Sparas i 30 dagar.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – kommer ihåg när du stängde meddelandet om din profilbild eller om att bekräfta din e-postadress, så att vi inte visar det igen. Innehåller bara den tidpunkten. Sparas i 365 dagar.',
          '**Lokal lagring** – kommer ihåg om du redan har stängt ett meddelande och sparar ett halvt ifyllt registreringsformulär tills du stänger fliken.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Varför vi inte ber om samtycke',
      blocks: [
        'De här cookiesen är funktionella: utan dem kan du inte logga in eller använda sidan på ditt eget språk. För sådana cookies krävs inget samtycke enligt den nederländska telekommunikationslagen (Telecommunicatiewet). Vi använder inga analys- eller reklamcookies och inga cookies från sociala nätverk. Om vi någon gång börjar göra det ber vi först om ditt samtycke.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Radera eller blockera cookies',
      blocks: [
        'I webbläsarens inställningar kan du se, radera och blockera cookies. Blockerar du hs_session kan du inte längre logga in.',
        'Hur vi hanterar dina uppgifter läser du i vår [integritetspolicy](/pages/privacy). Frågor? Mejla {support_email}.',
      ],
    },
  ],
};

export default cookies;
