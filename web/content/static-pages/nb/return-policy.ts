import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Returrett',
  lead: 'Angrer du på et kjøp? Kreditter du ikke har brukt ennå, får du tilbake hvis du ber om det innen {refund_days} dager etter kjøpet.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Angreretten din',
      blocks: [
        'Når du som forbruker handler på nett, har du vanligvis 14 dagers angrerett. For digitalt innhold som leveres med en gang, som kreditter og premium, gjelder den ikke hvis du i kassen uttrykkelig samtykker til umiddelbar levering og bekrefter at du dermed mister angreretten din (artikkel 6:230p bokstav g i den nederlandske sivilloven, Burgerlijk Wetboek, som bygger på EUs forbrukerrettighetsdirektiv). Det ber vi deg om ved hvert kjøp, og du får en bekreftelse på det på e-post.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Pengene-tilbake-garantien vår',
      blocks: [
        'Vi vil likevel at du skal kunne kjøpe kreditter uten bekymringer. Derfor betaler vi tilbake kreditter du ikke har brukt ennå, hvis du kontakter oss innen {refund_days} dager etter kjøpet.',
        [
          'Du får tilbake den delen av kjøpesummen som hører til kredittene som fortsatt står på kontoen din.',
          'Kreditter du allerede har brukt på meldinger, bilder eller gaver, og kreditter du har fått gratis eller i gave, betales ikke tilbake.',
          'Premium betaler vi tilbake forholdsmessig for dagene som gjenstår.',
          'Vi betaler tilbake via betalingsmåten du betalte med, innen 14 dager etter at vi har mottatt forespørselen din.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Slik ber du om det',
      blocks: [
        'Send e-post til {support_email} eller ring {support_phone}. Oppgi e-postadressen til kontoen din og datoen for kjøpet. Du hører fra oss innen to virkedager.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Har noe gått galt?',
      blocks: [
        'Er du blitt trukket to ganger, har ikke kredittene kommet inn på kontoen din, eller fungerte ikke siden som den skulle, så undersøker vi det alltid og retter det opp, også etter {refund_days} dager. De lovfestede rettighetene dine som forbruker gjelder alltid.',
      ],
    },
  ],
};

export default returnPolicy;
