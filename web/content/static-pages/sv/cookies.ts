import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookiepolicy',
  lead: '{name} använder de cookies som behövs för att sidan ska fungera, och bara med ditt samtycke en cookie som kommer ihåg via vilken partner du kom hit. Inga reklamcookies och inga cookies från tredje part som följer dig.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – kommer ihåg när du stängde ett meddelande (om din profilbild, om att bekräfta din e-postadress, om avstängda mejl eller om pushnotiser), så att vi inte visar det igen. Innehåller bara den tidpunkten. Sparas i 365 dagar.',
          '**hs_entry_ok** – kommer ihåg när du bekräftade att du är 18 år eller äldre, så att vi inte frågar vid varje besök. Sparas i 365 dagar.',
          '**hs_consent** – kommer ihåg om du har godkänt eller nekat cookien nedan, och när. Sparas i 365 dagar.',
          '**hs_arrival** – kommer bara ihåg att du kom in via en annons eller en partner, så att du under det här besöket fortsätter att se det du visades där. Innehåller inga uppgifter om partnern och inget som vi kan känna igen dig på. Försvinner när du stänger webbläsaren.',
          '**Lokal lagring** – kommer ihåg om du redan har stängt ett meddelande och sparar ett halvt ifyllt registreringsformulär tills du stänger fliken.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Bara med ditt samtycke',
      blocks: [
        '**hs_tracking** – kommer ihåg via vilken partner eller kampanj du kom in, så att vi kan ersätta den partnern om du registrerar dig. Sparas i 30 dagar. Den här cookien behövs inte för att använda sidan: vi sätter den bara om du klickar på Godkänn i cookiemeddelandet.',
        'De andra cookiesen ovan behövs för att sidan ska fungera: utan dem kan du inte logga in eller använda sidan på ditt eget språk. För dem krävs inget samtycke enligt den nederländska telekommunikationslagen (Telecommunicatiewet). Du kan när som helst ändra ditt val via **Cookieinställningar** längst ner på varje sida.',
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
