import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Vilkår og betingelser',
  lead: 'Disse vilkårene gjelder for alle som bruker {name}. Les dem i ro og mak: de sier hva du kan forvente av oss, og hva vi forventer av deg.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Hvem vi er',
      blocks: [
        '{name} er en tjeneste fra {company_name} (handelsnavn {company_tradenames}), med adresse {company_address}, {company_city}, {company_country}. Vi er registrert i det nederlandske handelsregisteret (Kamer van Koophandel, KvK) med nummer {company_kvk}; MVA-nummeret vårt er {company_vat_numbers}.',
        'Du når oss på e-post på {support_email} og på telefon på {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Når vilkårene gjelder',
      blocks: [
        'Vilkårene gjelder for all bruk av {name}: som besøkende, som medlem og ved hvert kjøp av kreditter eller premium. Når du registrerer deg, godtar du dem. [Personvernerklæringen](/pages/privacy), [retningslinjene for informasjonskapsler](/pages/cookies), [retningslinjene for utestengelse](/pages/ban) og [returretten](/pages/return-policy) er en del av disse vilkårene.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Bare for voksne',
      blocks: [
        '{name} er en datingside for voksne. Du må være minst {min_age} år for å besøke siden og registrere deg. Når du registrerer deg, oppgir du fødselsdatoen din; den som er yngre, kan ikke opprette en konto.',
        'Hvis vi tviler på alderen din, kan vi be deg dokumentere den og sperre kontoen din til du har gjort det.',
      ],
    },
    {
      id: 'account',
      heading: '4. Kontoen din',
      blocks: [
        'Du har én personlig konto. Du oppgir riktige opplysninger, holder passordet ditt hemmelig og lar ingen andre bruke kontoen din. Merker du at noen andre har hatt tilgang, må du endre passordet med en gang og gi oss beskjed.',
        'Du er ansvarlig for det du legger ut på profilen din og det du sender i meldinger. Du legger bare ut bilder av deg selv eller bilder du har rett til å bruke.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Kreditter og betaling',
      blocks: [
        'Kontakt på {name} fungerer med kreditter. Du kjøper kreditter på forhånd i en pakke; prisen vises alltid i euro, inkludert mva., ved siden av antall kreditter før du betaler. Det finnes ikke noe abonnement: du betaler bare for kredittene du selv kjøper.',
        'Hva koster hva:',
        [
          'Å sende en melding koster {message_credits} kreditter (omtrent {message_price} per melding).',
          'Å sende et bilde i en samtale koster {photo_credits} kreditter.',
          'Å sende en gave koster {gift_credits} kreditter.',
        ],
        'Nye medlemmer får noen ganger et lite antall gratis meldinger. Hva en handling koster, ser du før du utfører den. Kredittene trekkes først når meldingen, bildet eller gaven er sendt.',
        'Kreditter er personlige. Du kan ikke overføre dem til et annet medlem eller veksle dem inn i penger, bortsett fra slik det er beskrevet i [returretten](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Angrerett',
      blocks: [
        'Når du som forbruker kjøper noe på avstand, har du vanligvis 14 dagers angrerett. Kreditter og premium er digitalt innhold som du kan bruke rett etter betalingen. Derfor ber vi deg i kassen om uttrykkelig å samtykke til umiddelbar levering og bekrefte at du dermed mister angreretten din (artikkel 6:230p bokstav g i den nederlandske sivilloven, Burgerlijk Wetboek, som gjennomfører EUs forbrukerrettighetsdirektiv). Du får en bekreftelse på dette på e-post.',
        'Uavhengig av dette betaler vi tilbake kreditter du ikke har brukt ennå, hvis du ber om det innen {refund_days} dager etter kjøpet. Hvordan det foregår, leser du i [returretten](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Fiktive profiler',
      blocks: [
        'På {name} finnes det i tillegg til ekte medlemmer også fiktive profiler. En slik profil drives av en medarbeider, som leser og svarer på meldingene dine for å holde samtalen på siden i gang. Du kjenner igjen en fiktiv profil på ikonet på profilkortet og på profilen, med denne meldingen:',
        '«{fictional_warning}»',
        'Du kan ikke møte en fiktiv profil, og det oppstår ikke noe personlig eller fysisk forhold. Meldinger til en fiktiv profil koster like mange kreditter som meldinger til andre medlemmer.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Hvordan vi behandler hverandre',
      blocks: [
        'Du behandler andre medlemmer med respekt. Trakassering, trusler, diskriminering, reklame, svindel og det å be om eller tilby penger eller betalt sex er ikke tillatt. [Retningslinjene for utestengelse](/pages/ban) sier nøyaktig hva som er tillatt og ikke, og hva som skjer når noen bryter reglene.',
        'Du kan blokkere hvilket som helst medlem: fra da av ser dere ikke hverandre noe sted og kan ikke sende hverandre meldinger.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Tilgjengelighet og ansvar',
      blocks: [
        'Vi gjør vårt beste for at {name} alltid skal være tilgjengelig og trygg, men vi kan ikke garantere at siden aldri har driftsforstyrrelser. Vi garanterer heller ikke at du finner en partner eller en date via {name}.',
        'Vi er ikke ansvarlige for hva andre medlemmer sier eller gjør, med mindre vi selv har gjort noe klanderverdig galt. Ansvaret vårt er begrenset til beløpet du har betalt oss i de tolv månedene før skaden. Begrensningen gjelder ikke ved forsett eller grov uaktsomhet, og den påvirker ikke rettighetene du har som forbruker etter ufravikelig lov.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Avslutte kontoen din',
      blocks: [
        'Du kan når som helst slette kontoen din selv under Innstillinger. Deretter har du 14 dager på deg til å reaktivere kontoen med lenken vi sender deg på e-post; etter det sletter vi opplysningene dine for godt.',
        'Vi kan midlertidig sperre eller avslutte kontoen din hvis du bryter disse vilkårene eller retningslinjene for utestengelse. Vi forteller deg da hvorfor, og du kan klage på avgjørelsen.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Klager',
      blocks: [
        'Er du misfornøyd med noe? Send klagen din på e-post til {support_email} med en kort beskrivelse og e-postadressen til kontoen din. Vi bekrefter innen to virkedager at vi har mottatt klagen, og gir deg et fullstendig svar innen 14 dager. Du kan lese mer på siden [Kundeservice](/pages/service).',
        'Kommer vi ikke til enighet, kan du bringe tvisten inn for den kompetente domstolen.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Endringer og lovvalg',
      blocks: [
        'Vi kan endre disse vilkårene. Viktige endringer varsler vi minst 30 dager i forveien på e-post eller på siden. Øverst på denne siden står datoen for versjonen som gjelder nå.',
        'Vilkårene er underlagt nederlandsk rett. Bor du i et annet land i Den europeiske union, beholder du beskyttelsen i de ufravikelige reglene i det landet.',
      ],
    },
  ],
};

export default terms;
