import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Returpolicy',
  lead: 'Ångrar du ett köp? Krediter som du ännu inte har använt får du tillbaka om du ber om det inom {refund_days} dagar efter ditt köp.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Din ångerrätt',
      blocks: [
        'När du som konsument handlar på nätet har du normalt 14 dagars ångerrätt. För digitalt innehåll som levereras direkt, som krediter och premium, gäller den inte om du i kassan uttryckligen samtycker till omedelbar leverans och bekräftar att du därmed förlorar din ångerrätt (artikel 6:230p g i den nederländska civillagen, Burgerlijk Wetboek, som bygger på EU:s direktiv om konsumenträttigheter). Det ber vi dig om vid varje köp, och du får en bekräftelse på det via mejl.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Vår återbetalningsgaranti',
      blocks: [
        'Vi vill ändå att du ska kunna köpa krediter utan att oroa dig. Därför betalar vi tillbaka krediter som du ännu inte har använt om du kontaktar oss inom {refund_days} dagar efter ditt köp.',
        [
          'Du får tillbaka den del av köpesumman som motsvarar de krediter som fortfarande finns på ditt konto.',
          'Krediter som du redan har använt för meddelanden, bilder eller presenter, och krediter som du har fått gratis eller i present, betalas inte tillbaka.',
          'Premium betalar vi tillbaka i proportion till de dagar som återstår.',
          'Vi betalar tillbaka via det betalsätt du betalade med, inom 14 dagar efter att vi har tagit emot din begäran.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Så här gör du',
      blocks: [
        'Mejla {support_email} eller ring {support_phone}. Ange e-postadressen till ditt konto och datumet för ditt köp. Du hör från oss inom två arbetsdagar.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Har något gått fel?',
      blocks: [
        'Har du debiterats två gånger, har dina krediter inte lagts till eller fungerade sidan inte som den ska, så utreder vi det alltid och rättar till det, även efter {refund_days} dagar. Dina lagstadgade rättigheter som konsument gäller alltid.',
      ],
    },
  ],
};

export default returnPolicy;
