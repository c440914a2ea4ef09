import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Vanliga frågor',
  lead: 'Snabba svar på de frågor vi får oftast. Hittar du inte din fråga? Mejla {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Ditt konto',
      blocks: [
        {
          q: 'Vem får gå med?',
          a: ['Alla som är {min_age} år eller äldre. När du registrerar dig frågar vi efter ditt födelsedatum; är du yngre än {min_age} går det inte.'],
        },
        {
          q: 'Jag har glömt mitt lösenord. Vad gör jag nu?',
          a: ['Välj ”Glömt lösenordet?” på inloggningssidan. Du får ett mejl med en länk där du kan välja ett nytt lösenord. Inget mejl? Kolla även din skräppost.'],
        },
        {
          q: 'Hur raderar jag mitt konto?',
          a: ['Under Inställningar, vid ”Radera konto”. Därefter har du 14 dagar på dig att återaktivera kontot med länken vi mejlar dig; sedan raderar vi alla dina uppgifter för gott.'],
        },
        {
          q: 'Kan jag se vad ni sparar om mig?',
          a: ['Ja. Under Inställningar, vid ”Dina uppgifter”, laddar du med ett klick ner allt vi sparar om dig. Läs mer i vår [integritetspolicy](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Krediter och betalning',
      blocks: [
        {
          q: 'Vad är krediter?',
          a: ['Med krediter betalar du för kontakt: ett meddelande kostar {message_credits} krediter (ungefär {message_price}), en bild {photo_credits} krediter och en present {gift_credits} krediter. Vad något kostar ser du alltid innan du skickar det, och vid varje paket står priset i euro bredvid antalet krediter.'],
        },
        {
          q: 'Är jag bunden till ett abonnemang?',
          a: ['Nej. Du köper krediter när du vill; ingenting dras någonsin automatiskt.'],
        },
        {
          q: 'Kan jag få tillbaka mina pengar?',
          a: ['Krediter som du ännu inte har använt betalar vi tillbaka om du kontaktar oss inom {refund_days} dagar efter ditt köp. Se [returpolicyn](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profiler och kontakt',
      blocks: [
        {
          q: 'Vad är fiktiva profiler?',
          a: [
            'Vissa profiler på {name} sköts av en medarbetare. Du känner igen dem på ikonen på profilkortet och på profilen. Med en fiktiv profil kan du chatta, men inte träffas. Meddelanden till en sådan profil kostar lika många krediter som andra meddelanden.',
          ],
        },
        {
          q: 'Hur blockerar jag någon?',
          a: ['På medlemmens profil och i samtalet hittar du knappen för att blockera. Därefter ser ni inte varandra någonstans. De medlemmar du har blockerat ser du under Inställningar, där du också kan häva blockeringen.'],
        },
        {
          q: 'Kan jag vara osynlig?',
          a: ['Ja. Slå på ”Osynlig” under Inställningar: då visas du inte längre i sökresultaten, men medlemmar som du redan chattar med kan fortfarande nå dig.'],
        },
        {
          q: 'Någon bryter mot reglerna. Vad gör jag?',
          a: ['Blockera medlemmen och mejla oss på {support_email} med profilens namn. Vad som inte är tillåtet och vad vi gör åt det läser du i [avstängningspolicyn](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          q: 'Hur når jag kundtjänst?',
          a: ['Mejla {support_email} eller ring {support_phone}. På sidan [Kundtjänst](/pages/service) läser du också hur du lämnar in ett klagomål.'],
        },
      ],
    },
  ],
};

export default faq;
