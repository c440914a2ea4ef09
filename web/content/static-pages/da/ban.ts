import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Regler for udelukkelse',
  lead: 'Alle skal føle sig trygge og velkomne på {name}. Derfor har vi husregler. Her kan du læse, hvad der ikke er tilladt, hvad vi gør, når nogen bryder reglerne, og hvordan du klager over en afgørelse.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Det udelukker vi en konto for',
      blocks: [
        [
          '**At være mindreårig**: du er yngre end {min_age} år, eller du udgiver dig for at være yngre, end du er.',
          '**En falsk identitet**: du bruger en andens navn eller billeder, eller du opretter flere konti.',
          '**Chikane og trusler**: du bliver ved med at skrive til en, der tydeligvis ikke ønsker kontakt, eller du sviner til, truer eller afpresser.',
          '**Had og diskrimination**: du fornærmer eller truer nogen på grund af deres herkomst, religion, køn, seksuelle orientering, handicap eller alder.',
          '**Billeder uden samtykke**: du deler nøgenbilleder eller andre private billeder af en person, der ikke har givet samtykke til det.',
          '**Penge og sex**: du beder om eller tilbyder penge, gaver eller anden betaling for sex, eller du tilbyder escort- eller andre betalte ydelser.',
          '**Svindel**: du beder andre medlemmer om penge, bankoplysninger eller loginoplysninger, eller du lokker dem over på et andet site.',
          '**Reklame og spam**: du reklamerer, sender den samme besked til mange eller slår links til andre tjenester op.',
          '**Andres personoplysninger**: du deler en andens adresse, telefonnummer eller andre oplysninger uden vedkommendes samtykke.',
          '**Misbrug af sitet**: du forsøger at omgå sikkerheden, overtage en andens konto eller forstyrre sitet, eller du får en betaling tilbageført uden grund.',
          '**Ulovligt indhold**: alt, hvad der er strafbart i Nederlandene. Seksuelle billeder af mindreårige anmelder vi altid til politiet.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Det gør vi',
      blocks: [
        'Ved en mindre overtrædelse får du først en advarsel, og vi fjerner det indhold, der ikke er tilladt. Ved en alvorlig eller gentagen overtrædelse udelukker vi din konto med det samme. Et udelukket medlem kan ikke længere logge ind og kan ikke længere ses af nogen. Den, der omgår en udelukkelse med en ny konto, bliver udelukket igen.',
        'Vi fortæller dig altid på mail, hvilken foranstaltning vi har truffet og hvorfor: hvilken regel det drejer sig om, og hvilket indhold eller hvilken adfærd.',
        'Havde du stadig købte credits, som du ikke havde brugt, betaler vi dem tilbage, medmindre udelukkelsen skyldes svindel eller bedrageri.',
      ],
    },
    {
      id: 'melden',
      heading: 'Anmeld et medlem',
      blocks: [
        'Overholder et andet medlem ikke reglerne? Bloker medlemmet: fra det øjeblik ser I ikke længere hinanden nogen steder. Skriv også til os på {support_email} med profilens navn og en beskrivelse af, hvad der skete, så vi kan gribe ind. Er nogen i akut fare, så ring 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Klag over en afgørelse',
      blocks: [
        'Er du uenig i en advarsel eller en udelukkelse, så skriv til {support_email} inden for 14 dage, og forklar hvorfor. En anden medarbejder end den, der traf afgørelsen, vurderer din klage på ny. Du hører fra os om vores afgørelse inden for 14 dage.',
      ],
    },
  ],
};

export default ban;
