import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Avstängningspolicy',
  lead: 'Alla ska känna sig trygga och välkomna på {name}. Därför har vi ordningsregler. Här läser du vad som inte är tillåtet, vad vi gör när någon bryter mot reglerna och hur du invänder mot ett beslut.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Det här stänger vi av ett konto för',
      blocks: [
        [
          '**Minderårighet**: du är yngre än {min_age} år, eller du utger dig för att vara någon som är yngre.',
          '**Falsk identitet**: du använder någon annans namn eller bilder, eller du skapar flera konton.',
          '**Trakasserier och hot**: du fortsätter skriva till någon som tydligt inte vill ha kontakt, eller du förolämpar, hotar eller utpressar.',
          '**Hat och diskriminering**: du förolämpar eller hotar någon på grund av ursprung, religion, kön, sexuell läggning, funktionsnedsättning eller ålder.',
          '**Bilder utan samtycke**: du delar nakenbilder eller andra privata bilder av någon som inte har gett sitt samtycke.',
          '**Pengar och sex**: du ber om eller erbjuder pengar, presenter eller annan betalning för sex, eller du erbjuder eskort- eller andra betaltjänster.',
          '**Bedrägeri**: du ber andra medlemmar om pengar, bankuppgifter eller inloggningsuppgifter, eller du lockar dem till en annan sida.',
          '**Reklam och spam**: du gör reklam, skickar samma meddelande i massor eller lägger upp länkar till andra tjänster.',
          '**Andras personuppgifter**: du delar någon annans adress, telefonnummer eller andra uppgifter utan personens samtycke.',
          '**Missbruk av sidan**: du försöker kringgå säkerheten, ta över någon annans konto eller störa sidan, eller du låter en betalning återföras utan giltigt skäl.',
          '**Olagligt innehåll**: allt som är brottsligt i Nederländerna. Sexuella bilder av minderåriga polisanmäler vi alltid.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Vad vi gör',
      blocks: [
        'Vid en mindre överträdelse får du först en varning och vi tar bort det innehåll som inte är tillåtet. Vid en allvarlig eller upprepad överträdelse stänger vi av ditt konto direkt. En avstängd medlem kan inte längre logga in och syns inte längre för någon. Den som kringgår en avstängning med ett nytt konto stängs av igen.',
        'Vi meddelar dig alltid via mejl vilken åtgärd vi vidtog och varför: vilken regel det gäller och vilket innehåll eller beteende.',
        'Hade du köpta krediter kvar som du inte hade använt, betalar vi tillbaka dem, utom när avstängningen beror på bedrägeri.',
      ],
    },
    {
      id: 'melden',
      heading: 'Anmäla någon',
      blocks: [
        'Bryter en annan medlem mot reglerna? Blockera medlemmen: från och med då ser ni inte varandra någonstans. Mejla oss dessutom på {support_email} med profilens namn och vad som hände, så att vi kan ingripa. Är någon i akut fara, ring 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Invända mot ett beslut',
      blocks: [
        'Håller du inte med om en varning eller en avstängning, mejla då {support_email} inom 14 dagar och förklara varför. En annan medarbetare än den som fattade beslutet prövar din invändning på nytt. Du får besked om vårt beslut inom 14 dagar.',
      ],
    },
  ],
};

export default ban;
