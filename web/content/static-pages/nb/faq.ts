import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Vanlige spørsmål',
  lead: 'Raske svar på spørsmålene vi får oftest. Finner du ikke spørsmålet ditt? Send e-post til {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Kontoen din',
      blocks: [
        {
          q: 'Hvem kan registrere seg?',
          a: ['Alle som er {min_age} år eller eldre. Når du registrerer deg, spør vi om fødselsdatoen din; er du yngre enn {min_age}, går det ikke.'],
        },
        {
          q: 'Jeg har glemt passordet mitt. Hva gjør jeg nå?',
          a: ['Velg «Glemt passordet?» på innloggingssiden. Du får en e-post med en lenke der du kan velge et nytt passord. Fikk du ingen e-post? Sjekk søppelposten også.'],
        },
        {
          q: 'Hvordan sletter jeg kontoen min?',
          a: ['Under Innstillinger, ved «Slett konto». Deretter har du 14 dager på deg til å reaktivere kontoen med lenken vi sender deg på e-post; etter det sletter vi alle opplysningene dine for godt.'],
        },
        {
          q: 'Kan jeg se hva dere lagrer om meg?',
          a: ['Ja. Under Innstillinger, ved «Dine opplysninger», laster du ned alt vi lagrer om deg med ett klikk. Les mer i [personvernerklæringen](/pages/privacy) vår.'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Kreditter og betaling',
      blocks: [
        {
          q: 'Hva er kreditter?',
          a: ['Med kreditter betaler du for kontakt: en melding koster {message_credits} kreditter (omtrent {message_price}), et bilde {photo_credits} kreditter og en gave {gift_credits} kreditter. Hva noe koster, ser du alltid før du sender det, og ved hver pakke står prisen i euro ved siden av antall kreditter.'],
        },
        {
          q: 'Er jeg bundet til et abonnement?',
          a: ['Nei. Du kjøper kreditter når du vil; ingenting blir noen gang trukket automatisk.'],
        },
        {
          q: 'Kan jeg få pengene tilbake?',
          a: ['Kreditter du ikke har brukt ennå, betaler vi tilbake hvis du kontakter oss innen {refund_days} dager etter kjøpet. Se [returretten](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profiler og kontakt',
      blocks: [
        {
          q: 'Hva er fiktive profiler?',
          a: [
            'Noen profiler på {name} drives av en medarbeider. Du kjenner dem igjen på ikonet på profilkortet og på profilen. Med en fiktiv profil kan du chatte, men ikke møtes. Meldinger til en slik profil koster like mange kreditter som andre meldinger.',
          ],
        },
        {
          q: 'Hvordan blokkerer jeg noen?',
          a: ['På profilen til medlemmet og i samtalen finner du knappen for å blokkere. Deretter ser dere ikke hverandre noe sted. Medlemmene du har blokkert, ser du under Innstillinger, og der kan du også oppheve blokkeringen.'],
        },
        {
          q: 'Kan jeg være usynlig?',
          a: ['Ja. Slå på «Usynlig» under Innstillinger: da vises du ikke lenger i søkeresultatene, men medlemmer du allerede chatter med, kan fortsatt nå deg.'],
        },
        {
          q: 'Noen bryter reglene. Hva gjør jeg?',
          a: ['Blokker medlemmet og send oss en e-post på {support_email} med navnet på profilen. Hva som ikke er tillatt og hva vi gjør med det, kan du lese i [retningslinjene for utestengelse](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          q: 'Hvordan når jeg kundeservice?',
          a: ['Send e-post til {support_email} eller ring {support_phone}. På siden [Kundeservice](/pages/service) kan du også lese hvordan du sender inn en klage.'],
        },
      ],
    },
  ],
};

export default faq;
