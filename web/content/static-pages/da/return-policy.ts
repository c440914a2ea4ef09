import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Returpolitik',
  lead: 'Fortryder du et køb? Credits, som du endnu ikke har brugt, får du pengene tilbage for, hvis du beder om det inden for {refund_days} dage efter dit køb.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Din fortrydelsesret',
      blocks: [
        'Når du køber online, har du som forbruger normalt 14 dages fortrydelsesret. For digitalt indhold, der leveres med det samme, som credits og premium, gælder den ikke, hvis du ved betalingen udtrykkeligt accepterer levering med det samme og bekræfter, at du dermed mister din fortrydelsesret (artikel 6:230p, litra g, i den nederlandske borgerlige lovbog, Burgerlijk Wetboek, der bygger på EU’s forbrugerrettighedsdirektiv). Det beder vi dig om ved hvert køb, og du får en bekræftelse på mail.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Vores pengene-tilbage-garanti',
      blocks: [
        'Alligevel vil vi gerne have, at du kan købe credits uden bekymringer. Derfor betaler vi credits, som du endnu ikke har brugt, tilbage, hvis du kontakter os inden for {refund_days} dage efter dit køb.',
        [
          'Du får den del af købsprisen tilbage, der svarer til de credits, der stadig står på din konto.',
          'Credits, som du allerede har brugt på beskeder, billeder eller gaver, og credits, du har fået gratis eller i gave, bliver ikke betalt tilbage.',
          'Premium betaler vi forholdsmæssigt tilbage for de dage, der er tilbage.',
          'Vi betaler tilbage via den betalingsmetode, du betalte med, inden for 14 dage efter, at vi har modtaget din anmodning.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Sådan beder du om det',
      blocks: [
        'Skriv til {support_email}, eller ring på {support_phone}. Oplys e-mailadressen til din konto og datoen for dit køb. Du hører fra os inden for to hverdage.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Er noget gået galt?',
      blocks: [
        'Er du blevet trukket to gange, er dine credits ikke sat ind, eller virkede sitet ikke, som det skulle, så undersøger vi det altid og retter op på det – også efter {refund_days} dage. Dine lovbestemte rettigheder som forbruger gælder altid.',
      ],
    },
  ],
};

export default returnPolicy;
