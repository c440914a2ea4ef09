import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Privacybeleid',
  lead: 'Daten is persoonlijk. Hier lees je welke gegevens {name} over je bewaart, waarom, hoe lang, en wat je zelf met je gegevens kunt doen. Dit beleid volgt de Algemene verordening gegevensbescherming (AVG).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Wie verantwoordelijk is',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (KvK {company_kvk}) is de verwerkingsverantwoordelijke voor de gegevens op {name}. Vragen over je privacy stel je aan {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Welke gegevens we verwerken',
      blocks: [
        [
          '**Accountgegevens**: je e-mailadres, je wachtwoord (alleen als onomkeerbare hash, nooit leesbaar), je naam, geboortedatum, geslacht, land en regio.',
          '**Profielgegevens**: je foto’s, je tekst over jezelf, je interesses en wat je zoekt. Je seksuele voorkeur is een bijzonder persoonsgegeven; die verwerken we alleen omdat jij hem uitdrukkelijk op je profiel zet.',
          '**Berichten en contact**: de berichten, foto’s en cadeautjes die je stuurt en ontvangt, je likes, matches en de leden die je blokkeert.',
          '**Aankopen**: je credits, je aankopen en betalingen (bedrag, datum, betaalmethode). Je kaart- of rekeninggegevens verwerkt de betaalprovider; wij slaan ze niet op.',
          '**Technische gegevens**: je IP-adres, je browser en de tijdstippen waarop je inlogt, om de site veilig te houden en misbruik te stoppen.',
          '**Herkomst**: de partner of campagne waarlangs je bij ons kwam, als je via een link van een partner binnenkwam.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Waarom we ze verwerken',
      blocks: [
        [
          'Om je de dienst te leveren waarvoor je je aanmeldt: je profiel tonen, zoeken, chatten en je credits bijhouden (uitvoering van de overeenkomst, artikel 6 lid 1 onder b AVG).',
          'Om je seksuele voorkeur en andere gevoelige gegevens die je zelf invult te tonen en te gebruiken bij het zoeken (je uitdrukkelijke toestemming, artikel 9 lid 2 onder a AVG). Je kunt ze altijd wijzigen of weghalen.',
          'Om de site veilig te houden, fraude en misbruik te voorkomen en onze regels te handhaven (ons gerechtvaardigd belang, artikel 6 lid 1 onder f AVG).',
          'Om onze administratie te voeren zoals de belastingwet voorschrijft (wettelijke verplichting, artikel 6 lid 1 onder c AVG).',
          'Om je meldingen, e-mails en pushberichten te sturen: over je account altijd, de rest alleen zoals jij kiest (aanbiedingen en nieuws alleen als je ze aanzet). Dat kies je bij [Meldingen en e-mail](/notifications), en elke zo’n e-mail heeft een afmeldlink.',
        ],
        'We verkopen je gegevens niet en gebruiken ze niet voor advertenties van anderen.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Berichten aan fictieve profielen',
      blocks: [
        'Op {name} staan ook {fictional_plural}, die herkenbaar zijn aan een icoon. Berichten die je aan een {fictional_singular} stuurt, worden gelezen en beantwoord door onze medewerkers. Zij zijn tot geheimhouding verplicht en gebruiken je berichten alleen voor dat gesprek.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Hoe lang we ze bewaren',
      blocks: [
        [
          'Zolang je account bestaat, bewaren we je account, profiel en gesprekken.',
          'Verwijder je je account, dan bewaren we alles nog 14 dagen, zodat je je account kunt heractiveren als je van gedachten verandert. Daarna verwijderen we je profiel, foto’s, berichten en accountgegevens definitief.',
          'Gegevens over aankopen en betalingen bewaren we 7 jaar, omdat de belastingwet dat verplicht. Ze worden alleen daarvoor gebruikt.',
          'Technische gegevens voor de beveiliging bewaren we niet langer dan daarvoor nodig is.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Met wie we ze delen',
      blocks: [
        'We schakelen dienstverleners in voor hosting, het versturen van e-mail en het afhandelen van betalingen. Zij verwerken je gegevens alleen in onze opdracht, onder een verwerkersovereenkomst, en binnen de Europese Economische Ruimte. Andere leden zien alleen wat je op je profiel zet en wat je hun stuurt. Aan de politie of andere instanties geven we gegevens alleen als de wet ons daartoe verplicht.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Jouw rechten',
      blocks: [
        'Je hebt het recht je gegevens in te zien, te laten verbeteren of verwijderen, de verwerking te laten beperken, bezwaar te maken tegen verwerking op grond van ons gerechtvaardigd belang en een gegeven toestemming in te trekken.',
        [
          '**Je gegevens downloaden**: in [Instellingen](/settings) kies je bij “Jouw gegevens” voor “Download mijn gegevens”. Je krijgt dan direct alles wat we over je bewaren als bestand (recht op inzage en overdraagbaarheid).',
          '**Je account verwijderen**: in Instellingen kies je “Account verwijderen”. Na 14 dagen is alles definitief weg.',
          'Je profiel aanpassen of onzichtbaar worden in de zoekresultaten kan altijd zelf, in Instellingen.',
        ],
        'Voor elk ander verzoek mail je {support_email}. We antwoorden binnen een maand en vragen je soms eerst te bevestigen dat het account van jou is.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Hoe we je gegevens beveiligen',
      blocks: [
        'De site werkt alleen via een versleutelde verbinding. Wachtwoorden slaan we op als onomkeerbare hash, sessies als onleesbare code, en na te veel mislukte inlogpogingen blokkeren we tijdelijk verdere pogingen. Merken we een datalek dat risico voor je meebrengt, dan melden we dat aan jou en aan de toezichthouder.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Een klacht over je privacy',
      blocks: [
        'Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten via {support_email}. Je hebt ook altijd het recht een klacht in te dienen bij de Nederlandse toezichthouder, de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), of bij de toezichthouder in het land waar je woont.',
        'Over cookies lees je meer in ons [cookiebeleid](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
