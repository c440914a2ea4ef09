import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Ofte stillede spørgsmål',
  lead: 'Hurtige svar på de spørgsmål, vi oftest får. Står dit spørgsmål ikke her? Skriv til {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Din konto',
      blocks: [
        {
          q: 'Hvem kan tilmelde sig?',
          a: ['Alle på {min_age} år eller derover. Når du tilmelder dig, beder vi om din fødselsdato; er du under {min_age} år, er det ikke muligt.'],
        },
        {
          q: 'Jeg har glemt min adgangskode. Hvad gør jeg?',
          a: ['Vælg »Glemt din adgangskode?« på login-siden. Du får en mail med et link, hvor du kan vælge en ny adgangskode. Ingen mail? Tjek også din spammappe.'],
        },
        {
          q: 'Hvordan sletter jeg min konto?',
          a: ['Under Indstillinger, i afsnittet »Slet konto«. Derefter har du 14 dage til at genaktivere din konto med det link, vi mailer til dig; derefter sletter vi alle dine oplysninger endeligt.'],
        },
        {
          q: 'Kan jeg se, hvad I gemmer om mig?',
          a: ['Ja. Under Indstillinger, i afsnittet »Dine data«, downloader du med ét klik alt, hvad vi gemmer om dig. Læs mere i vores [privatlivspolitik](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits og betaling',
      blocks: [
        {
          q: 'Hvad er credits?',
          a: ['Med credits betaler du for kontakt: en besked koster {message_credits} credits (ca. {message_price}), et billede {photo_credits} credits og en gave {gift_credits} credits. Du ser altid, hvad noget koster, før du sender det, og ved hver pakke står prisen i euro ved siden af antallet af credits.'],
        },
        {
          q: 'Er jeg bundet af et abonnement?',
          a: ['Nej. Du køber credits, når du vil; der bliver aldrig trukket noget automatisk.'],
        },
        {
          q: 'Kan jeg få mine penge tilbage?',
          a: ['Credits, som du endnu ikke har brugt, betaler vi tilbage, hvis du kontakter os inden for {refund_days} dage efter dit køb. Se [returpolitikken](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profiler og kontakt',
      blocks: [
        {
          q: 'Hvad er fiktive profiler?',
          a: [
            'Nogle profiler på {name} styres af en medarbejder. Du kan kende dem på ikonet på profilkortet og på profilen. Med en fiktiv profil kan du chatte, men ikke mødes. Beskeder til sådan en profil koster lige så mange credits som andre beskeder.',
          ],
        },
        {
          q: 'Hvordan blokerer jeg nogen?',
          a: ['På medlemmets profil og i jeres samtale finder du knappen til at blokere. Derefter ser I ikke længere hinanden nogen steder. Under Indstillinger kan du se de medlemmer, du har blokeret, og ophæve blokeringen.'],
        },
        {
          q: 'Kan jeg være usynlig?',
          a: ['Ja. Slå »Usynlig« til under Indstillinger: så vises du ikke længere i søgeresultaterne, men medlemmer, du allerede chatter med, kan stadig skrive til dig.'],
        },
        {
          q: 'Nogen overholder ikke reglerne. Hvad gør jeg?',
          a: ['Bloker medlemmet, og skriv til os på {support_email} med profilens navn. Hvad der ikke er tilladt, og hvad vi gør ved det, kan du læse i [reglerne for udelukkelse](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          q: 'Hvordan kontakter jeg kundeservice?',
          a: ['Skriv til {support_email}, eller ring på {support_phone}. På siden [Kundeservice](/pages/service) kan du også læse, hvordan du klager.'],
        },
      ],
    },
  ],
};

export default faq;
