import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Allmänna villkor',
  lead: 'De här villkoren gäller för alla som använder {name}. Läs dem i lugn och ro: de beskriver vad du kan förvänta dig av oss och vad vi förväntar oss av dig.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Vilka vi är',
      blocks: [
        '{name} är en tjänst från {company_name} (handelsnamn {company_tradenames}), med adress {company_address}, {company_city}, {company_country}. Vi är registrerade hos den nederländska handelskammaren (Kamer van Koophandel, KvK) under nummer {company_kvk}; vårt momsregistreringsnummer är {company_vat_numbers}.',
        'Du når oss via mejl på {support_email} och per telefon på {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. När villkoren gäller',
      blocks: [
        'Villkoren gäller för all användning av {name}: som besökare, som medlem och vid varje köp av krediter eller premium. Genom att registrera dig godkänner du dem. Vår [integritetspolicy](/pages/privacy), vår [cookiepolicy](/pages/cookies), vår [avstängningspolicy](/pages/ban) och vår [returpolicy](/pages/return-policy) ingår i villkoren.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Endast för vuxna',
      blocks: [
        '{name} är en dejtingsajt för vuxna. Du måste vara minst {min_age} år för att besöka sidan och registrera dig. När du registrerar dig anger du ditt födelsedatum; den som är yngre kan inte skapa ett konto.',
        'Om vi tvivlar på din ålder får vi be dig styrka den och spärra ditt konto tills du har gjort det.',
      ],
    },
    {
      id: 'account',
      heading: '4. Ditt konto',
      blocks: [
        'Du har ett personligt konto. Du lämnar korrekta uppgifter, håller ditt lösenord hemligt och låter ingen annan använda ditt konto. Märker du att någon annan har haft tillgång till det, byt då genast lösenord och meddela oss.',
        'Du ansvarar för det du lägger upp på din profil och det du skickar i meddelanden. Du lägger bara upp bilder som föreställer dig själv eller som du har rätt att använda.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Krediter och betalning',
      blocks: [
        'Kontakt på {name} fungerar med krediter. Du köper krediter i förväg i ett paket; priset visas alltid i euro, inklusive moms, bredvid antalet krediter innan du betalar. Det finns inget abonnemang: du betalar bara för de krediter du själv köper.',
        'Vad kostar vad:',
        [
          'Att skicka ett meddelande kostar {message_credits} krediter (ungefär {message_price} per meddelande).',
          'Att skicka en bild i ett samtal kostar {photo_credits} krediter.',
          'Att skicka en present kostar {gift_credits} krediter.',
        ],
        'Nya medlemmar får ibland ett litet antal gratis meddelanden. Vad en handling kostar ser du innan du utför den. Krediterna dras först när ditt meddelande, din bild eller din present har skickats.',
        'Krediter är personliga. Du kan inte föra över dem till en annan medlem eller växla in dem mot pengar, utom på det sätt som beskrivs i [returpolicyn](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Ångerrätt',
      blocks: [
        'När du som konsument köper på distans har du normalt 14 dagars ångerrätt. Krediter och premium är digitalt innehåll som du kan använda direkt efter betalningen. Därför ber vi dig i kassan att uttryckligen samtycka till omedelbar leverans och bekräfta att du därmed förlorar din ångerrätt (artikel 6:230p g i den nederländska civillagen, Burgerlijk Wetboek, som genomför EU:s direktiv om konsumenträttigheter). Du får en bekräftelse på detta via mejl.',
        'Oberoende av detta betalar vi tillbaka krediter som du ännu inte har använt om du ber om det inom {refund_days} dagar efter ditt köp. Hur det går till läser du i [returpolicyn](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fiktiva profiler',
      blocks: [
        'På {name} finns förutom riktiga medlemmar även fiktiva profiler. En sådan profil sköts av en medarbetare, som läser och besvarar dina meddelanden för att hålla samtalet på sidan igång. Du känner igen en fiktiv profil på ikonen på profilkortet och på profilen, med det här meddelandet:',
        '”{fictional_warning}”',
        'Du kan inte träffa en fiktiv profil, och det uppstår ingen personlig eller fysisk relation. Meddelanden till en fiktiv profil kostar lika många krediter som meddelanden till andra medlemmar.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Hur vi behandlar varandra',
      blocks: [
        'Du behandlar andra medlemmar med respekt. Trakasserier, hot, diskriminering, reklam, bedrägerier och att be om eller erbjuda pengar eller betald sex är inte tillåtet. Vår [avstängningspolicy](/pages/ban) beskriver exakt vad som är tillåtet och inte, och vad som händer när någon bryter mot reglerna.',
        'Du kan blockera vilken medlem som helst: från och med då ser ni inte varandra någonstans och kan inte skicka meddelanden till varandra.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Tillgänglighet och ansvar',
      blocks: [
        'Vi gör vårt bästa för att {name} alltid ska vara tillgänglig och säker, men vi kan inte garantera att sidan aldrig har driftstörningar. Vi garanterar inte heller att du hittar en partner eller en dejt via {name}.',
        'Vi ansvarar inte för vad andra medlemmar säger eller gör, utom när vi själva har gjort något klandervärt fel. Vårt ansvar är begränsat till det belopp du har betalat oss under de tolv månaderna före skadan. Begränsningen gäller inte vid uppsåt eller grov vårdslöshet och påverkar inte dina rättigheter som konsument enligt tvingande lag.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Avsluta ditt konto',
      blocks: [
        'Du kan när som helst radera ditt konto själv under Inställningar. Därefter har du 14 dagar på dig att återaktivera kontot med länken vi mejlar dig; sedan raderar vi dina uppgifter för gott.',
        'Vi får stänga av ditt konto tillfälligt eller avsluta det om du bryter mot villkoren eller avstängningspolicyn. Vi berättar då varför, och du kan invända mot beslutet.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Klagomål',
      blocks: [
        'Är du missnöjd med något? Mejla ditt klagomål till {support_email} med en kort beskrivning och e-postadressen till ditt konto. Vi bekräftar inom två arbetsdagar att vi har tagit emot klagomålet och svarar i sak inom 14 dagar. Mer om detta läser du på sidan [Kundtjänst](/pages/service).',
        'Kommer vi inte överens kan du lägga fram tvisten för behörig domstol.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Ändringar och tillämplig lag',
      blocks: [
        'Vi kan ändra villkoren. Viktiga ändringar meddelar vi minst 30 dagar i förväg via mejl eller på sidan. Högst upp på den här sidan står datumet för den version som gäller nu.',
        'Villkoren omfattas av nederländsk lag. Bor du i ett annat land inom Europeiska unionen behåller du det skydd som det landets tvingande regler ger dig.',
      ],
    },
  ],
};

export default terms;
