import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Retourbeleid',
  lead: 'Spijt van een aankoop? Credits die je nog niet hebt gebruikt, krijg je terug als je daar binnen {refund_days} dagen na je aankoop om vraagt.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Je herroepingsrecht',
      blocks: [
        'Koop je online, dan heb je als consument normaal 14 dagen bedenktijd. Voor digitale inhoud die direct wordt geleverd, zoals credits en premium, geldt dat niet als je bij het afrekenen uitdrukkelijk instemt met directe levering en bevestigt dat je daarmee je herroepingsrecht verliest (artikel 6:230p onder g Burgerlijk Wetboek, op basis van de Europese richtlijn consumentenrechten). Daar vragen we je bij elke aankoop om, en je krijgt er een bevestiging van per e-mail.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Onze terugbetaalgarantie',
      blocks: [
        'Toch willen we dat je zonder zorgen credits kunt kopen. Daarom betalen we credits die je nog niet hebt gebruikt terug als je binnen {refund_days} dagen na je aankoop contact met ons opneemt.',
        [
          'Je krijgt het deel van het aankoopbedrag terug dat hoort bij de credits die nog op je account staan.',
          'Credits die je al hebt gebruikt voor berichten, foto’s of cadeautjes, en gratis of cadeau gekregen credits, worden niet terugbetaald.',
          'Premium betalen we naar rato terug voor de dagen die nog over zijn.',
          'We betalen terug via de betaalmethode waarmee je betaalde, binnen 14 dagen nadat we je verzoek hebben ontvangen.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Zo vraag je het aan',
      blocks: [
        'Mail naar {support_email} of bel {support_phone}. Vermeld het e-mailadres van je account en de datum van je aankoop. Je krijgt binnen twee werkdagen bericht.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Iets misgegaan?',
      blocks: [
        'Is er dubbel afgeschreven, zijn je credits niet bijgeschreven of werkte de site niet zoals het hoort, dan zoeken we dat altijd uit en zetten we het recht, ook na {refund_days} dagen. Je wettelijke rechten als consument blijven altijd gelden.',
      ],
    },
  ],
};

export default returnPolicy;
