import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Integritetspolicy',
  lead: 'Dejting är personligt. Här läser du vilka uppgifter {name} sparar om dig, varför, hur länge och vad du själv kan göra med dina uppgifter. Policyn följer EU:s dataskyddsförordning (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Vem som är ansvarig',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (nederländska handelsregistret, KvK, {company_kvk}) är personuppgiftsansvarig för uppgifterna på {name}. Frågor om din integritet skickar du till {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Vilka uppgifter vi behandlar',
      blocks: [
        [
          '**Kontouppgifter**: din e-postadress, ditt lösenord (bara som en oåterkallelig hash, aldrig läsbart), ditt namn, födelsedatum, kön, land och region.',
          '**Profiluppgifter**: dina bilder, din text om dig själv, dina intressen och vad du letar efter. Din sexuella läggning är en känslig personuppgift; den behandlar vi bara för att du uttryckligen har lagt in den på din profil.',
          '**Meddelanden och kontakt**: de meddelanden, bilder och presenter du skickar och tar emot, dina likes, matcher och de medlemmar du blockerar.',
          '**Köp**: dina krediter, dina köp och betalningar (belopp, datum, betalsätt). Dina kort- eller kontouppgifter behandlas av betalleverantören; vi sparar dem inte.',
          '**Tekniska uppgifter**: din IP-adress, din webbläsare och när du loggar in, för att hålla sidan säker och stoppa missbruk.',
          '**Ursprung**: den partner eller kampanj som du kom till oss via, om du kom in via en länk från en partner.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Varför vi behandlar dem',
      blocks: [
        [
          'För att leverera tjänsten du registrerar dig för: visa din profil, sökning, chatt och hålla reda på dina krediter (fullgörande av avtal, artikel 6.1 b GDPR).',
          'För att visa din sexuella läggning och andra känsliga uppgifter som du själv fyller i och använda dem i sökningen (ditt uttryckliga samtycke, artikel 9.2 a GDPR). Du kan alltid ändra eller ta bort dem.',
          'För att hålla sidan säker, förebygga bedrägerier och missbruk och upprätthålla våra regler (vårt berättigade intresse, artikel 6.1 f GDPR).',
          'För att sköta vår bokföring så som skattelagstiftningen kräver (rättslig förpliktelse, artikel 6.1 c GDPR).',
          'För att skicka dig notiser, mejl och pushnotiser: om ditt konto alltid, resten bara så som du väljer (erbjudanden och nyheter bara om du slår på dem). Det väljer du under [Notiser och mejl](/notifications), och varje sådant mejl har en avregistreringslänk.',
        ],
        'Vi säljer inte dina uppgifter och använder dem inte för andras reklam.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Meddelanden till fiktiva profiler',
      blocks: [
        'På {name} finns också fiktiva profiler, som känns igen på en ikon. Meddelanden som du skickar till en fiktiv profil läses och besvaras av våra medarbetare. De har tystnadsplikt och använder dina meddelanden bara för det samtalet.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Hur länge vi sparar dem',
      blocks: [
        [
          'Så länge ditt konto finns sparar vi ditt konto, din profil och dina samtal.',
          'Raderar du ditt konto sparar vi allt i ytterligare 14 dagar, så att du kan återaktivera kontot om du ångrar dig. Därefter raderar vi din profil, dina bilder, meddelanden och kontouppgifter för gott.',
          'Uppgifter om köp och betalningar sparar vi i 7 år, eftersom den nederländska skattelagstiftningen kräver det. De används inte till något annat.',
          'Tekniska uppgifter för säkerheten sparar vi inte längre än vad som behövs för det ändamålet.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Vem vi delar dem med',
      blocks: [
        'Vi anlitar tjänsteleverantörer för hosting, utskick av mejl och hantering av betalningar. De behandlar dina uppgifter bara på vårt uppdrag, enligt ett personuppgiftsbiträdesavtal och inom Europeiska ekonomiska samarbetsområdet (EES). Andra medlemmar ser bara det du lägger upp på din profil och det du skickar till dem. Till polisen eller andra myndigheter lämnar vi ut uppgifter bara när lagen förpliktar oss att göra det.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Dina rättigheter',
      blocks: [
        'Du har rätt att få tillgång till dina uppgifter, få dem rättade eller raderade, få behandlingen begränsad, invända mot behandling som grundar sig på vårt berättigade intresse och återkalla ett samtycke du har gett.',
        [
          '**Ladda ner dina uppgifter**: under [Inställningar](/settings) väljer du ”Ladda ner mina uppgifter” vid ”Dina uppgifter”. Du får då direkt allt vi sparar om dig som en fil (rätt till tillgång och dataportabilitet).',
          '**Radera ditt konto**: under Inställningar väljer du ”Radera konto”. Efter 14 dagar är allt borta för gott.',
          'Du kan alltid själv ändra din profil eller bli osynlig i sökresultaten, under Inställningar.',
        ],
        'För alla andra önskemål mejlar du {support_email}. Vi svarar inom en månad och ber dig ibland först bekräfta att kontot är ditt.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Hur vi skyddar dina uppgifter',
      blocks: [
        'Sidan fungerar bara via en krypterad anslutning. Lösenord sparar vi som en oåterkallelig hash och sessioner som oläsbara koder, och efter för många misslyckade inloggningsförsök spärrar vi tillfälligt fler försök. Upptäcker vi en personuppgiftsincident som innebär en risk för dig, meddelar vi dig och tillsynsmyndigheten.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Klagomål om din integritet',
      blocks: [
        'Är du missnöjd med hur vi hanterar dina uppgifter, hör då först av dig till oss på {support_email}. Du har också alltid rätt att lämna in ett klagomål till den nederländska tillsynsmyndigheten, Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), eller till tillsynsmyndigheten i landet där du bor.',
        'Mer om cookies läser du i vår [cookiepolicy](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
