import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Conditions générales',
  lead: 'Ces conditions s’appliquent à toute personne qui utilise {name}. Prends le temps de les lire : elles disent ce que tu peux attendre de nous et ce que nous attendons de toi.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Qui nous sommes',
      blocks: [
        '{name} est un service de {company_name} (nom commercial {company_tradenames}), dont le siège est situé {company_address}, {company_city}, {company_country}. Nous sommes immatriculés à la Chambre de commerce néerlandaise (Kamer van Koophandel, KvK) sous le numéro {company_kvk} ; notre numéro de TVA est {company_vat_numbers}.',
        'Tu peux nous joindre par e-mail à {support_email} et par téléphone au {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Quand ces conditions s’appliquent',
      blocks: [
        'Ces conditions s’appliquent à toute utilisation de {name} : en tant que visiteur, en tant que membre et pour tout achat de crédits ou de Premium. En t’inscrivant, tu les acceptes. Notre [politique de confidentialité](/pages/privacy), notre [politique relative aux cookies](/pages/cookies), notre [politique de bannissement](/pages/ban) et notre [politique de remboursement](/pages/return-policy) font partie de ces conditions.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Réservé aux adultes',
      blocks: [
        '{name} est un site de rencontre pour adultes. Tu dois avoir au moins {min_age} ans pour visiter le site et t’inscrire. Lors de l’inscription, tu indiques ta date de naissance ; les personnes plus jeunes ne peuvent pas créer de compte.',
        'Si nous avons un doute sur ton âge, nous pouvons te demander de le prouver et bloquer ton compte jusqu’à ce que ce soit fait.',
      ],
    },
    {
      id: 'account',
      heading: '4. Ton compte',
      blocks: [
        'Tu as un seul compte, personnel. Tu fournis des informations exactes, tu gardes ton mot de passe secret et tu ne laisses personne d’autre utiliser ton compte. Si tu remarques que quelqu’un d’autre y a eu accès, change immédiatement ton mot de passe et préviens-nous.',
        'Tu es responsable de ce que tu publies sur ton profil et de ce que tu envoies dans tes messages. Tu publies uniquement des photos sur lesquelles tu apparais toi-même ou que tu as le droit d’utiliser.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Crédits et paiement',
      blocks: [
        'Sur {name}, entrer en contact fonctionne avec des crédits. Tu achètes des crédits à l’avance, par pack ; le prix est toujours indiqué en euros, TVA comprise, à côté du nombre de crédits, avant que tu paies. Il n’y a pas d’abonnement : tu paies uniquement les crédits que tu choisis d’acheter.',
        'Ce que coûte chaque action :',
        [
          'Envoyer un message coûte {message_credits} crédits (environ {message_price} par message).',
          'Envoyer une photo dans une conversation coûte {photo_credits} crédits.',
          'Envoyer un cadeau coûte {gift_credits} crédits.',
        ],
        'Les nouveaux membres reçoivent parfois quelques messages gratuits. Tu vois ce que coûte une action avant de l’effectuer. Les crédits ne sont débités qu’une fois ton message, ta photo ou ton cadeau envoyé.',
        'Les crédits sont personnels. Tu ne peux ni les transférer à un autre membre ni les échanger contre de l’argent, sauf dans les cas décrits dans la [politique de remboursement](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Droit de rétractation',
      blocks: [
        'Lors d’un achat à distance, tu disposes normalement, en tant que consommateur, d’un délai de rétractation de 14 jours. Les crédits et Premium sont des contenus numériques que tu peux utiliser dès le paiement. C’est pourquoi, au moment du paiement, nous te demandons de consentir expressément à la livraison immédiate et de reconnaître que tu perds ainsi ton droit de rétractation (article 6:230p, point g, du Code civil néerlandais, le Burgerlijk Wetboek, qui transpose la directive européenne relative aux droits des consommateurs). Tu en reçois une confirmation par e-mail.',
        'Indépendamment de cela, nous remboursons les crédits que tu n’as pas encore utilisés si tu nous le demandes dans les {refund_days} jours suivant ton achat. La [politique de remboursement](/pages/return-policy) explique comment faire.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Profils fictifs',
      blocks: [
        'En plus des vrais membres, {name} présente aussi des profils fictifs. Un tel profil est géré par un membre de notre équipe, qui lit tes messages et y répond pour faire vivre la conversation sur le site. Tu reconnais un profil fictif à l’icône sur sa carte de profil et sur son profil, accompagnée de cet avertissement :',
        '« {fictional_warning} »',
        'Tu ne peux pas rencontrer un profil fictif, et aucune relation personnelle ou physique n’en découle. Les messages envoyés à un profil fictif coûtent autant de crédits que les messages envoyés aux autres membres.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Comment nous nous comportons les uns envers les autres',
      blocks: [
        'Tu traites les autres membres avec respect. Le harcèlement, les menaces, la discrimination, la publicité, les arnaques et le fait de demander ou de proposer de l’argent ou des relations sexuelles tarifées sont interdits. Notre [politique de bannissement](/pages/ban) dit précisément ce qui est permis ou non et ce qui se passe quand quelqu’un ne respecte pas les règles.',
        'Tu peux bloquer n’importe quel membre : à partir de ce moment, vous ne vous voyez plus nulle part et vous ne pouvez plus vous envoyer de messages.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Disponibilité et responsabilité',
      blocks: [
        'Nous faisons de notre mieux pour que {name} soit toujours accessible et sûr, mais nous ne pouvons pas garantir que le site ne connaîtra jamais de panne. Nous ne garantissons pas non plus que tu trouveras un ou une partenaire ou un rendez-vous grâce à {name}.',
        'Nous ne sommes pas responsables de ce que disent ou font les autres membres, sauf si nous avons nous-mêmes commis une faute. Notre responsabilité est limitée au montant que tu nous as payé au cours des douze mois précédant le dommage. Cette limite ne s’applique pas en cas de faute intentionnelle ou de négligence grave, et elle ne porte pas atteinte aux droits que tu tiens, en tant que consommateur, des règles impératives.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Mettre fin à ton compte',
      blocks: [
        'Tu peux supprimer ton compte toi-même à tout moment dans les Paramètres. Tu disposes ensuite de 14 jours pour le réactiver avec le lien que nous t’envoyons par e-mail ; passé ce délai, nous supprimons définitivement tes données.',
        'Nous pouvons suspendre ou fermer ton compte si tu enfreins ces conditions ou la politique de bannissement. Nous te disons alors pourquoi, et tu peux contester cette décision.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Réclamations',
      blocks: [
        'Quelque chose ne te convient pas ? Envoie ta réclamation à {support_email} avec une courte description et l’adresse e-mail de ton compte. Nous confirmons la réception de ta réclamation dans les deux jours ouvrés et te répondons sur le fond dans les 14 jours. Pour en savoir plus, consulte la page [Service client](/pages/service).',
        'Si nous ne trouvons pas de solution ensemble, tu peux porter le litige devant le tribunal compétent.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Modifications et droit applicable',
      blocks: [
        'Nous pouvons modifier ces conditions. Nous annonçons les changements importants au moins 30 jours à l’avance, par e-mail ou sur le site. La date de la version en vigueur figure en haut de cette page.',
        'Ces conditions sont régies par le droit néerlandais. Si tu vis dans un autre pays de l’Union européenne, tu conserves la protection que t’accordent les règles impératives de ce pays.',
      ],
    },
  ],
};

export default terms;
