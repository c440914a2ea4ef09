import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Politique de remboursement',
  lead: 'Tu regrettes un achat ? Les crédits que tu n’as pas encore utilisés te sont remboursés si tu le demandes dans les {refund_days} jours suivant ton achat.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Ton droit de rétractation',
      blocks: [
        'Quand tu achètes en ligne, tu disposes normalement, en tant que consommateur, d’un délai de rétractation de 14 jours. Pour les contenus numériques livrés immédiatement, comme les crédits et Premium, ce droit ne s’applique pas si, au moment du paiement, tu consens expressément à la livraison immédiate et reconnais que tu perds ainsi ton droit de rétractation (article 6:230p, point g, du Code civil néerlandais, le Burgerlijk Wetboek, sur la base de la directive européenne relative aux droits des consommateurs). Nous te le demandons à chaque achat, et tu en reçois une confirmation par e-mail.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'Notre garantie de remboursement',
      blocks: [
        'Nous voulons malgré tout que tu puisses acheter des crédits sans inquiétude. C’est pourquoi nous remboursons les crédits que tu n’as pas encore utilisés si tu nous contactes dans les {refund_days} jours suivant ton achat.',
        [
          'Tu récupères la part du prix d’achat qui correspond aux crédits restant sur ton compte.',
          'Les crédits déjà utilisés pour des messages, des photos ou des cadeaux, ainsi que les crédits reçus gratuitement ou offerts, ne sont pas remboursés.',
          'Premium est remboursé au prorata des jours restants.',
          'Nous remboursons via le moyen de paiement que tu as utilisé, dans les 14 jours suivant la réception de ta demande.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Comment faire ta demande',
      blocks: [
        'Écris à {support_email} ou appelle le {support_phone}. Indique l’adresse e-mail de ton compte et la date de ton achat. Tu auras de nos nouvelles dans les deux jours ouvrés.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Un problème ?',
      blocks: [
        'Si un paiement a été débité deux fois, si tes crédits n’ont pas été ajoutés ou si le site n’a pas fonctionné comme il le devrait, nous vérifions toujours et corrigeons le problème, même après {refund_days} jours. Tes droits légaux de consommateur s’appliquent toujours.',
      ],
    },
  ],
};

export default returnPolicy;
