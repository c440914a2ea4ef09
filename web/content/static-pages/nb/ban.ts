import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Retningslinjer for utestengelse',
  lead: 'Alle skal føle seg trygge og velkomne på {name}. Derfor har vi husregler. Her kan du lese hva som ikke er tillatt, hva vi gjør når noen bryter reglene, og hvordan du klager på en avgjørelse.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Dette stenger vi ute en konto for',
      blocks: [
        [
          '**Mindreårighet**: du er yngre enn {min_age} år, eller du utgir deg for å være en som er yngre.',
          '**Falsk identitet**: du bruker en annens navn eller bilder, eller du oppretter flere kontoer.',
          '**Trakassering og trusler**: du fortsetter å sende meldinger til noen som tydelig ikke vil ha kontakt, eller du skjeller ut, truer eller presser noen.',
          '**Hat og diskriminering**: du fornærmer eller truer noen på grunn av opprinnelse, religion, kjønn, seksuell orientering, funksjonsnedsettelse eller alder.',
          '**Bilder uten samtykke**: du deler nakenbilder eller andre private bilder av noen som ikke har gitt samtykke til det.',
          '**Penger og sex**: du ber om eller tilbyr penger, gaver eller annen betaling for sex, eller du tilbyr escort- eller andre betalte tjenester.',
          '**Svindel**: du ber andre medlemmer om penger, bankopplysninger eller innloggingsopplysninger, eller du lokker dem over til et annet nettsted.',
          '**Reklame og spam**: du reklamerer, sender den samme meldingen til mange eller legger ut lenker til andre tjenester.',
          '**Andres personopplysninger**: du deler en annens adresse, telefonnummer eller andre opplysninger uten vedkommendes samtykke.',
          '**Misbruk av siden**: du prøver å omgå sikkerheten, ta over en annens konto eller forstyrre siden, eller du får en betaling tilbakeført uten grunn.',
          '**Ulovlig innhold**: alt som er straffbart i Nederland. Seksuelle bilder av mindreårige anmelder vi alltid til politiet.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Hva vi gjør',
      blocks: [
        'Ved et mindre brudd får du først en advarsel, og vi fjerner innholdet som ikke er tillatt. Ved et alvorlig eller gjentatt brudd stenger vi kontoen din ute med en gang. Et utestengt medlem kan ikke lenger logge inn og er ikke lenger synlig for noen. Den som omgår en utestengelse med en ny konto, blir stengt ute igjen.',
        'Vi forteller deg alltid på e-post hvilket tiltak vi har gjort og hvorfor: hvilken regel det gjelder og hvilket innhold eller hvilken oppførsel.',
        'Hadde du fortsatt kjøpte kreditter som du ikke hadde brukt, betaler vi dem tilbake, med mindre utestengelsen skyldes svindel.',
      ],
    },
    {
      id: 'melden',
      heading: 'Rapportere noen',
      blocks: [
        'Bryter et annet medlem reglene? Blokker medlemmet: fra da av ser dere ikke hverandre noe sted. Send oss i tillegg en e-post på {support_email} med navnet på profilen og hva som skjedde, slik at vi kan gripe inn. Er noen i akutt fare, ring 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Klage på en avgjørelse',
      blocks: [
        'Er du uenig i en advarsel eller en utestengelse, send e-post til {support_email} innen 14 dager og forklar hvorfor. En annen medarbeider enn den som tok avgjørelsen, vurderer klagen din på nytt. Du får svar på hva vi har bestemt innen 14 dager.',
      ],
    },
  ],
};

export default ban;
