import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Vilkår og betingelser',
  lead: 'Disse vilkår gælder for alle, der bruger {name}. Læs dem i ro og mag: de fortæller, hvad du kan forvente af os, og hvad vi forventer af dig.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Hvem vi er',
      blocks: [
        '{name} er en tjeneste fra {company_name} (handelsnavn {company_tradenames}) med adresse {company_address}, {company_city}, {company_country}. Vi er registreret i det nederlandske handelskammer (Kamer van Koophandel, KvK) under nummer {company_kvk}; vores momsnummer er {company_vat_numbers}.',
        'Du kan kontakte os på mail på {support_email} og på telefon på {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Hvornår disse vilkår gælder',
      blocks: [
        'Disse vilkår gælder for al brug af {name}: som besøgende, som medlem og ved hvert køb af credits eller premium. Når du tilmelder dig, accepterer du dem. Vores [privatlivspolitik](/pages/privacy), vores [cookiepolitik](/pages/cookies), vores [regler for udelukkelse](/pages/ban) og vores [returpolitik](/pages/return-policy) er en del af disse vilkår.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Kun for voksne',
      blocks: [
        '{name} er et datingsite for voksne. Du skal være mindst {min_age} år for at besøge sitet og tilmelde dig. Når du tilmelder dig, oplyser du din fødselsdato; den, der er yngre, kan ikke oprette en konto.',
        'Er vi i tvivl om din alder, må vi bede dig dokumentere den og blokere din konto, indtil det er sket.',
      ],
    },
    {
      id: 'account',
      heading: '4. Din konto',
      blocks: [
        'Du har én personlig konto. Du giver korrekte oplysninger, holder din adgangskode hemmelig og lader ikke andre bruge din konto. Opdager du, at en anden har haft adgang, så skift din adgangskode med det samme, og giv os besked.',
        'Du er ansvarlig for det, du skriver på din profil, og det, du sender i beskeder. Du lægger kun billeder op, som du selv er på, eller som du har ret til at bruge.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Credits og betaling',
      blocks: [
        'Kontakt på {name} foregår med credits. Du køber credits på forhånd i en pakke; prisen står altid i euro, inklusive moms, ved siden af antallet af credits, før du betaler. Der er intet abonnement: du betaler kun for de credits, du selv køber.',
        'Hvad koster hvad:',
        [
          'At sende en besked koster {message_credits} credits (ca. {message_price} pr. besked).',
          'At sende et billede i en samtale koster {photo_credits} credits.',
          'At sende en gave koster {gift_credits} credits.',
        ],
        'Nye medlemmer får nogle gange et lille antal gratis beskeder. Du ser, hvad en handling koster, før du udfører den. Credits bliver først trukket, når din besked, dit billede eller din gave er sendt.',
        'Credits er personlige. Du kan ikke overdrage dem til et andet medlem og ikke veksle dem til penge, undtagen som beskrevet i [returpolitikken](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Fortrydelsesret',
      blocks: [
        'Ved køb på afstand har du som forbruger normalt 14 dages fortrydelsesret. Credits og premium er digitalt indhold, som du kan bruge straks efter betalingen. Derfor beder vi dig ved betalingen om udtrykkeligt at acceptere levering med det samme og bekræfte, at du dermed mister din fortrydelsesret (artikel 6:230p, litra g, i den nederlandske borgerlige lovbog, Burgerlijk Wetboek, der gennemfører EU’s forbrugerrettighedsdirektiv). Du får en bekræftelse på det på mail.',
        'Uafhængigt af det betaler vi credits, som du endnu ikke har brugt, tilbage, hvis du beder om det inden for {refund_days} dage efter dit køb. Hvordan det foregår, kan du læse i [returpolitikken](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fiktive profiler',
      blocks: [
        'Ud over rigtige medlemmer findes der på {name} også fiktive profiler. Sådan en profil styres af en medarbejder, som læser og besvarer dine beskeder for at holde samtalen på sitet i gang. Du kan kende en fiktiv profil på ikonet på profilkortet og profilen, med denne meddelelse:',
        '»{fictional_warning}«',
        'Du kan ikke mødes med en fiktiv profil, og der opstår ikke noget personligt eller fysisk forhold. Beskeder til en fiktiv profil koster lige så mange credits som beskeder til andre medlemmer.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Sådan behandler vi hinanden',
      blocks: [
        'Du behandler andre medlemmer med respekt. Chikane, trusler, diskrimination, reklame, svindel og at bede om eller tilbyde penge eller betalt sex er ikke tilladt. Vores [regler for udelukkelse](/pages/ban) fortæller præcis, hvad der er tilladt og ikke tilladt, og hvad der sker, når nogen ikke overholder reglerne.',
        'Du kan blokere ethvert medlem: fra det øjeblik ser I ikke længere hinanden nogen steder og kan ikke sende beskeder til hinanden.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Tilgængelighed og ansvar',
      blocks: [
        'Vi gør vores bedste for altid at holde {name} tilgængeligt og sikkert, men vi kan ikke garantere, at sitet aldrig har driftsforstyrrelser. Vi garanterer heller ikke, at du finder en partner eller en date via {name}.',
        'Vi er ikke ansvarlige for, hvad andre medlemmer siger eller gør, medmindre vi selv har begået en fejl, som vi kan bebrejdes. Vores ansvar er begrænset til det beløb, du har betalt os i de tolv måneder før skaden. Denne begrænsning gælder ikke ved forsæt eller grov uagtsomhed og berører ikke dine rettigheder som forbruger efter ufravigelige regler.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Opsig din konto',
      blocks: [
        'Du kan til enhver tid selv slette din konto under Indstillinger. Du har derefter 14 dage til at genaktivere din konto med det link, vi mailer til dig; derefter sletter vi dine oplysninger endeligt.',
        'Vi må suspendere eller lukke din konto, hvis du overtræder disse vilkår eller reglerne for udelukkelse. Vi fortæller dig så hvorfor, og du kan klage over det.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Klager',
      blocks: [
        'Er du utilfreds med noget? Send din klage til {support_email} med en kort beskrivelse og e-mailadressen til din konto. Inden for to hverdage bekræfter vi, at vi har modtaget din klage, og inden for 14 dage får du et fyldestgørende svar. Du kan læse mere på siden [Kundeservice](/pages/service).',
        'Kan vi ikke blive enige, kan du indbringe tvisten for den kompetente domstol.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Ændringer og lovvalg',
      blocks: [
        'Vi kan ændre disse vilkår. Vigtige ændringer varsler vi mindst 30 dage i forvejen på mail eller på sitet. Øverst på denne side står datoen for den version, der gælder nu.',
        'Nederlandsk ret gælder for disse vilkår. Bor du i et andet land i Den Europæiske Union, beholder du den beskyttelse, som de ufravigelige regler i det land giver dig.',
      ],
    },
  ],
};

export default terms;
