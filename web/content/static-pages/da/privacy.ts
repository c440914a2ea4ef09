import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Privatlivspolitik',
  lead: 'Dating er personligt. Her kan du læse, hvilke oplysninger {name} gemmer om dig, hvorfor, hvor længe, og hvad du selv kan gøre med dine oplysninger. Politikken følger databeskyttelsesforordningen (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Hvem der er ansvarlig',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (det nederlandske handelskammer, KvK, nr. {company_kvk}) er dataansvarlig for oplysningerne på {name}. Spørgsmål om dit privatliv sender du til {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Hvilke oplysninger vi behandler',
      blocks: [
        [
          '**Kontooplysninger**: din e-mailadresse, din adgangskode (kun som en hash, der ikke kan vendes om og aldrig kan læses), dit navn, din fødselsdato, dit køn, dit land og din region.',
          '**Profiloplysninger**: dine billeder, din tekst om dig selv, dine interesser og det, du søger. Din seksuelle orientering er en følsom personoplysning; den behandler vi kun, fordi du udtrykkeligt selv skriver den på din profil.',
          '**Beskeder og kontakt**: de beskeder, billeder og gaver, du sender og modtager, dine likes, dine matches og de medlemmer, du blokerer.',
          '**Køb**: dine credits, dine køb og dine betalinger (beløb, dato, betalingsmetode). Dine kort- eller kontooplysninger behandles af betalingsudbyderen; dem gemmer vi ikke.',
          '**Tekniske oplysninger**: din IP-adresse, din browser og tidspunkterne for dine logins, så vi kan holde sitet sikkert og stoppe misbrug.',
          '**Oprindelse**: den partner eller kampagne, du kom til os via, hvis du kom ind gennem et link fra en partner.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Hvorfor vi behandler dem',
      blocks: [
        [
          'For at levere den tjeneste, du tilmelder dig til: vise din profil, søge, chatte og holde styr på dine credits (opfyldelse af aftalen, artikel 6, stk. 1, litra b, i GDPR).',
          'For at vise din seksuelle orientering og andre følsomme oplysninger, som du selv udfylder, og bruge dem i søgningen (dit udtrykkelige samtykke, artikel 9, stk. 2, litra a, i GDPR). Du kan altid ændre eller fjerne dem.',
          'For at holde sitet sikkert, forebygge svindel og misbrug og håndhæve vores regler (vores legitime interesse, artikel 6, stk. 1, litra f, i GDPR).',
          'For at føre vores regnskab, som skattelovgivningen kræver (retlig forpligtelse, artikel 6, stk. 1, litra c, i GDPR).',
          'For at sende dig notifikationer, mails og push-beskeder: om din konto altid, resten kun som du vælger (tilbud og nyheder kun, hvis du slår dem til). Det vælger du under [Notifikationer og e-mail](/notifications), og hver af den slags mails har et afmeldingslink.',
        ],
        'Vi sælger ikke dine oplysninger og bruger dem ikke til andres reklamer.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Beskeder til fiktive profiler',
      blocks: [
        'På {name} findes der også fiktive profiler, som kan kendes på et ikon. Beskeder, du sender til en fiktiv profil, bliver læst og besvaret af vores medarbejdere. De har tavshedspligt og bruger kun dine beskeder til den samtale.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Hvor længe vi gemmer dem',
      blocks: [
        [
          'Så længe din konto findes, gemmer vi din konto, din profil og dine samtaler.',
          'Sletter du din konto, gemmer vi alt i 14 dage endnu, så du kan genaktivere din konto, hvis du fortryder. Derefter sletter vi endeligt din profil, dine billeder, dine beskeder og dine kontooplysninger.',
          'Oplysninger om køb og betalinger gemmer vi i 7 år, fordi den nederlandske skattelovgivning kræver det. De bruges kun til det formål.',
          'Tekniske oplysninger til sikkerheden gemmer vi ikke længere, end det er nødvendigt til formålet.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Hvem vi deler dem med',
      blocks: [
        'Vi bruger tjenesteudbydere til hosting, afsendelse af mails og håndtering af betalinger. De behandler kun dine oplysninger efter vores instruks, under en databehandleraftale og inden for Det Europæiske Økonomiske Samarbejdsområde (EØS). Andre medlemmer ser kun det, du skriver på din profil, og det, du sender til dem. Vi udleverer kun oplysninger til politiet eller andre myndigheder, når loven forpligter os til det.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Dine rettigheder',
      blocks: [
        'Du har ret til at få indsigt i dine oplysninger, få dem berigtiget eller slettet, få behandlingen begrænset, gøre indsigelse mod behandling, der bygger på vores legitime interesse, og trække et samtykke, du har givet, tilbage.',
        [
          '**Download dine data**: under [Indstillinger](/settings), i afsnittet »Dine data«, vælger du »Download mine data«. Du får så med det samme alt, hvad vi gemmer om dig, som en fil (ret til indsigt og dataportabilitet).',
          '**Slet din konto**: under Indstillinger vælger du »Slet konto«. Efter 14 dage er alt væk for altid.',
          'Du kan altid selv redigere din profil eller gøre dig usynlig i søgeresultaterne under Indstillinger.',
        ],
        'Alle andre anmodninger sender du til {support_email}. Vi svarer inden for en måned og beder dig nogle gange først bekræfte, at kontoen er din.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Sådan beskytter vi dine oplysninger',
      blocks: [
        'Sitet virker kun via en krypteret forbindelse. Adgangskoder gemmer vi som en hash, der ikke kan vendes om, og sessioner som en kode, der ikke kan læses, og efter for mange mislykkede loginforsøg blokerer vi midlertidigt yderligere forsøg. Opdager vi et brud på datasikkerheden, der indebærer en risiko for dig, underretter vi dig og tilsynsmyndigheden.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Klage over dit privatliv',
      blocks: [
        'Er du ikke tilfreds med, hvordan vi behandler dine oplysninger, så sig det først til os på {support_email}. Du har også altid ret til at klage til den nederlandske tilsynsmyndighed, Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), eller til tilsynsmyndigheden i det land, hvor du bor.',
        'Du kan læse mere om cookies i vores [cookiepolitik](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
