import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Algemene voorwaarden',
  lead: 'Deze voorwaarden gelden voor iedereen die {name} gebruikt. Lees ze rustig door: ze zeggen wat je van ons mag verwachten en wat wij van jou verwachten.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Wie wij zijn',
      blocks: [
        '{name} is een dienst van {company_name} (handelsnaam {company_tradenames}), gevestigd aan {company_address}, {company_city}, {company_country}. Wij zijn ingeschreven bij de Kamer van Koophandel onder nummer {company_kvk}; ons btw-nummer is {company_vat_numbers}.',
        'Je bereikt ons per e-mail op {support_email} en telefonisch op {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Wanneer deze voorwaarden gelden',
      blocks: [
        'Deze voorwaarden gelden voor elk gebruik van {name}: als bezoeker, als lid en bij elke aankoop van credits of premium. Door je aan te melden ga je ermee akkoord. Ons [privacybeleid](/pages/privacy), ons [cookiebeleid](/pages/cookies), ons [blokkeringsbeleid](/pages/ban) en ons [retourbeleid](/pages/return-policy) horen bij deze voorwaarden.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Alleen voor volwassenen',
      blocks: [
        '{name} is een datingsite voor volwassenen. Je moet minimaal {min_age} jaar oud zijn om de site te bezoeken en je aan te melden. Bij het aanmelden geef je je geboortedatum op; wie jonger is, kan geen account maken.',
        'Twijfelen we aan je leeftijd, dan mogen we je vragen die aan te tonen en je account blokkeren tot dat is gebeurd.',
      ],
    },
    {
      id: 'account',
      heading: '4. Je account',
      blocks: [
        'Je hebt één persoonlijk account. Je geeft juiste gegevens op, houdt je wachtwoord geheim en laat niemand anders je account gebruiken. Merk je dat iemand anders toegang heeft gehad, wijzig dan meteen je wachtwoord en laat het ons weten.',
        'Je bent verantwoordelijk voor wat je op je profiel zet en wat je in berichten stuurt. Je plaatst alleen foto’s waarop je zelf staat of die je mag gebruiken.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Credits en betalen',
      blocks: [
        'Contact leggen op {name} werkt met credits. Je koopt credits vooraf in een pakket; de prijs staat altijd in euro’s, inclusief btw, naast het aantal credits, voordat je betaalt. Er is geen abonnement: je betaalt alleen voor de credits die je zelf koopt.',
        'Wat kost wat:',
        [
          'Een bericht versturen kost {message_credits} credits (ongeveer {message_price} per bericht).',
          'Een foto versturen in een gesprek kost {photo_credits} credits.',
          'Een cadeautje versturen kost {gift_credits} credits.',
        ],
        'Nieuwe leden krijgen soms een klein aantal gratis berichten. Wat een handeling kost, zie je voordat je hem uitvoert. Credits worden pas afgeschreven als je bericht, foto of cadeautje is verstuurd.',
        'Credits zijn persoonlijk. Je kunt ze niet overdragen aan een ander lid en niet inwisselen voor geld, behalve zoals beschreven in het [retourbeleid](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Herroepingsrecht',
      blocks: [
        'Bij een aankoop op afstand heb je als consument normaal 14 dagen bedenktijd. Credits en premium zijn digitale inhoud die je direct na betaling kunt gebruiken. Daarom vragen wij je bij het afrekenen uitdrukkelijk in te stemmen met directe levering en te bevestigen dat je daarmee je herroepingsrecht verliest (artikel 6:230p onder g van het Burgerlijk Wetboek). Je ontvangt daarvan een bevestiging per e-mail.',
        'Los daarvan betalen wij credits die je nog niet hebt gebruikt terug als je daar binnen {refund_days} dagen na je aankoop om vraagt. Hoe dat gaat, lees je in het [retourbeleid](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fictieve profielen',
      blocks: [
        'Op {name} staan naast echte leden ook {fictional_plural}. Zo’n profiel wordt beheerd door een medewerker, die jouw berichten leest en beantwoordt om het gesprek op de site gaande te houden. Een {fictional_singular} herken je aan het icoon op de profielkaart en het profiel, met deze melding:',
        '“{fictional_warning}”',
        'Met een {fictional_singular} kun je niet afspreken en er ontstaat geen persoonlijke of fysieke relatie. Berichten aan een {fictional_singular} kosten evenveel credits als berichten aan andere leden.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Hoe we met elkaar omgaan',
      blocks: [
        'Je behandelt andere leden met respect. Intimidatie, bedreiging, discriminatie, reclame, oplichting en het vragen of aanbieden van geld of betaalde seks zijn niet toegestaan. Ons [blokkeringsbeleid](/pages/ban) zegt precies wat wel en niet mag en wat er gebeurt als iemand zich niet aan de regels houdt.',
        'Je kunt ieder lid blokkeren: vanaf dat moment zien jullie elkaar nergens meer en kunnen jullie elkaar geen berichten sturen.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Beschikbaarheid en aansprakelijkheid',
      blocks: [
        'Wij doen ons best om {name} altijd bereikbaar en veilig te houden, maar kunnen niet garanderen dat de site nooit storing heeft. Wij garanderen ook niet dat je via {name} een partner of afspraak vindt.',
        'Wij zijn niet aansprakelijk voor wat andere leden zeggen of doen, behalve als wij zelf iets verwijtbaar fout hebben gedaan. Onze aansprakelijkheid is beperkt tot het bedrag dat je in de twaalf maanden voor de schade aan ons hebt betaald. Deze beperking geldt niet bij opzet of grove nalatigheid, en laat je rechten als consument onder dwingend recht onverlet.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Je account beëindigen',
      blocks: [
        'Je kunt je account op elk moment zelf verwijderen via Instellingen. Je hebt daarna nog 14 dagen om je account te heractiveren met de link die we je mailen; daarna verwijderen we je gegevens definitief.',
        'Wij mogen je account opschorten of beëindigen als je deze voorwaarden of het blokkeringsbeleid overtreedt. We vertellen je dan waarom, en je kunt daartegen bezwaar maken.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Klachten',
      blocks: [
        'Ben je ergens niet tevreden over? Mail je klacht naar {support_email} met een korte omschrijving en het e-mailadres van je account. We bevestigen binnen twee werkdagen dat we je klacht hebben ontvangen en geven binnen 14 dagen inhoudelijk antwoord. Meer lees je op de pagina [Klantenservice](/pages/service).',
        'Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Wijzigingen en toepasselijk recht',
      blocks: [
        'Wij kunnen deze voorwaarden aanpassen. Belangrijke wijzigingen melden we minstens 30 dagen van tevoren per e-mail of op de site. Bovenaan deze pagina staat de datum van de versie die nu geldt.',
        'Op deze voorwaarden is Nederlands recht van toepassing. Woon je in een ander land van de Europese Unie, dan behoud je de bescherming van de dwingende regels van dat land.',
      ],
    },
  ],
};

export default terms;
