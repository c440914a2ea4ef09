import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Personvernerklæring',
  lead: 'Dating er personlig. Her kan du lese hvilke opplysninger {name} lagrer om deg, hvorfor, hvor lenge og hva du selv kan gjøre med opplysningene dine. Erklæringen følger personvernforordningen (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Hvem som er ansvarlig',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (nederlandsk handelsregister, KvK, {company_kvk}) er behandlingsansvarlig for opplysningene på {name}. Spørsmål om personvernet ditt sender du til {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Hvilke opplysninger vi behandler',
      blocks: [
        [
          '**Kontoopplysninger**: e-postadressen din, passordet ditt (bare som en ikke-reverserbar hash, aldri lesbart), navnet ditt, fødselsdato, kjønn, land og region.',
          '**Profilopplysninger**: bildene dine, teksten om deg selv, interessene dine og hva du ser etter. Den seksuelle orienteringen din er en særlig kategori personopplysninger; den behandler vi bare fordi du selv uttrykkelig legger den inn på profilen din.',
          '**Meldinger og kontakt**: meldingene, bildene og gavene du sender og mottar, likes, matcher og medlemmene du blokkerer.',
          '**Kjøp**: kredittene dine, kjøpene og betalingene dine (beløp, dato, betalingsmåte). Kort- eller kontoopplysningene dine behandles av betalingsleverandøren; vi lagrer dem ikke.',
          '**Tekniske opplysninger**: IP-adressen din, nettleseren din og når du logger inn, for å holde siden trygg og stoppe misbruk.',
          '**Opprinnelse**: partneren eller kampanjen du kom til oss gjennom, hvis du kom inn via en lenke fra en partner.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Hvorfor vi behandler dem',
      blocks: [
        [
          'For å levere tjenesten du registrerer deg for: vise profilen din, søk, chat og holde oversikt over kredittene dine (oppfyllelse av avtalen, artikkel 6 nr. 1 bokstav b GDPR).',
          'For å vise den seksuelle orienteringen din og andre sensitive opplysninger du selv fyller ut, og bruke dem i søk (ditt uttrykkelige samtykke, artikkel 9 nr. 2 bokstav a GDPR). Du kan alltid endre eller fjerne dem.',
          'For å holde siden trygg, forebygge svindel og misbruk og håndheve reglene våre (vår berettigede interesse, artikkel 6 nr. 1 bokstav f GDPR).',
          'For å føre regnskap slik skattelovgivningen krever (rettslig forpliktelse, artikkel 6 nr. 1 bokstav c GDPR).',
          'For å sende deg varsler, e-post og push-varsler: om kontoen din alltid, resten bare slik du velger (tilbud og nyheter bare hvis du slår dem på). Det velger du under [Varsler og e-post](/notifications), og hver slik e-post har en avmeldingslenke.',
        ],
        'Vi selger ikke opplysningene dine og bruker dem ikke til andres reklame.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Meldinger til fiktive profiler',
      blocks: [
        'På {name} finnes det også fiktive profiler, som du kjenner igjen på et ikon. Meldinger du sender til en fiktiv profil, blir lest og besvart av medarbeiderne våre. De har taushetsplikt og bruker meldingene dine bare til den samtalen.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Hvor lenge vi lagrer dem',
      blocks: [
        [
          'Så lenge kontoen din finnes, lagrer vi kontoen, profilen og samtalene dine.',
          'Sletter du kontoen din, lagrer vi alt i 14 dager til, slik at du kan reaktivere kontoen hvis du ombestemmer deg. Deretter sletter vi profilen, bildene, meldingene og kontoopplysningene dine for godt.',
          'Opplysninger om kjøp og betalinger lagrer vi i 7 år, fordi nederlandsk skattelovgivning krever det. De brukes ikke til noe annet.',
          'Tekniske opplysninger for sikkerheten lagrer vi ikke lenger enn det som trengs for det formålet.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Hvem vi deler dem med',
      blocks: [
        'Vi bruker tjenesteleverandører til hosting, utsending av e-post og håndtering av betalinger. De behandler opplysningene dine bare etter våre instrukser, under en databehandleravtale, og innenfor Det europeiske økonomiske samarbeidsområdet (EØS). Andre medlemmer ser bare det du legger ut på profilen din og det du sender dem. Til politiet eller andre myndigheter gir vi opplysninger bare når loven pålegger oss det.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Rettighetene dine',
      blocks: [
        'Du har rett til innsyn i opplysningene dine, til å få dem rettet eller slettet, til å få behandlingen begrenset, til å protestere mot behandling som bygger på vår berettigede interesse og til å trekke tilbake et samtykke du har gitt.',
        [
          '**Last ned opplysningene dine**: under [Innstillinger](/settings) velger du «Last ned opplysningene mine» ved «Dine opplysninger». Du får da med en gang alt vi lagrer om deg, som en fil (rett til innsyn og dataportabilitet).',
          '**Slett kontoen din**: under Innstillinger velger du «Slett konto». Etter 14 dager er alt borte for godt.',
          'Du kan alltid selv endre profilen din eller bli usynlig i søkeresultatene, under Innstillinger.',
        ],
        'For alle andre forespørsler sender du e-post til {support_email}. Vi svarer innen en måned og ber deg noen ganger først bekrefte at kontoen er din.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Hvordan vi beskytter opplysningene dine',
      blocks: [
        'Siden fungerer bare over en kryptert forbindelse. Passord lagrer vi som en ikke-reverserbar hash og økter som uleselige koder, og etter for mange mislykkede innloggingsforsøk sperrer vi nye forsøk midlertidig. Oppdager vi et sikkerhetsbrudd som innebærer en risiko for deg, varsler vi deg og tilsynsmyndigheten.',
      ],
    },
    {
      id: 'klacht',
      heading: 'En klage på personvernet',
      blocks: [
        'Er du misfornøyd med hvordan vi behandler opplysningene dine, si fra til oss først på {support_email}. Du har også alltid rett til å klage til den nederlandske tilsynsmyndigheten, Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), eller til tilsynsmyndigheten i landet der du bor.',
        'Du kan lese mer om informasjonskapsler i [retningslinjene for informasjonskapsler](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
