import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Politique de bannissement',
  lead: 'Tout le monde doit se sentir en sécurité et bienvenu sur {name}. C’est pourquoi il existe des règles de conduite. Tu trouveras ici ce qui est interdit, ce que nous faisons quand quelqu’un enfreint les règles et comment contester une décision.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Ce qui entraîne le bannissement d’un compte',
      blocks: [
        [
          '**Être mineur** : tu as moins de {min_age} ans, ou tu te fais passer pour une personne plus jeune.',
          '**Une fausse identité** : tu utilises le nom ou les photos de quelqu’un d’autre, ou tu crées plusieurs comptes.',
          '**Harcèlement et menaces** : tu continues d’écrire à quelqu’un qui ne veut clairement pas de contact, ou tu insultes, menaces ou fais chanter quelqu’un.',
          '**Haine et discrimination** : tu insultes ou menaces quelqu’un en raison de son origine, de sa religion, de son genre, de son orientation sexuelle, de son handicap ou de son âge.',
          '**Images sans consentement** : tu partages des images de nu ou d’autres images intimes d’une personne qui n’y a pas consenti.',
          '**Argent et sexe** : tu demandes ou proposes de l’argent, des cadeaux ou une autre rémunération en échange de relations sexuelles, ou tu proposes des services d’escorte ou d’autres services payants.',
          '**Arnaques** : tu demandes à d’autres membres de l’argent, leurs coordonnées bancaires ou leurs identifiants de connexion, ou tu les attires vers un autre site.',
          '**Publicité et spam** : tu fais de la publicité, tu envoies le même message en masse ou tu publies des liens vers d’autres services.',
          '**Données personnelles d’autrui** : tu partages l’adresse, le numéro de téléphone ou d’autres informations de quelqu’un sans son accord.',
          '**Utilisation abusive du site** : tu essaies de contourner la sécurité, de prendre le contrôle du compte de quelqu’un d’autre ou de perturber le site, ou tu fais annuler un paiement sans raison valable.',
          '**Contenus illégaux** : tout ce qui constitue une infraction pénale aux Pays-Bas. Nous signalons toujours à la police les images sexuelles de mineurs.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Ce que nous faisons',
      blocks: [
        'Pour une infraction légère, tu reçois d’abord un avertissement et nous retirons le contenu interdit. Pour une infraction grave ou répétée, nous bannissons ton compte immédiatement. Un membre banni ne peut plus se connecter et n’est plus visible par personne. Toute personne qui contourne un bannissement avec un nouveau compte est de nouveau bannie.',
        'Nous t’informons toujours par e-mail de la mesure prise et de sa raison : la règle concernée et le contenu ou le comportement en cause.',
        'S’il te restait des crédits achetés et non utilisés, nous te les remboursons, sauf si le bannissement fait suite à une arnaque ou à une fraude.',
      ],
    },
    {
      id: 'melden',
      heading: 'Signaler quelqu’un',
      blocks: [
        'Un autre membre ne respecte pas les règles ? Bloque ce membre : à partir de ce moment, vous ne vous voyez plus nulle part. Écris-nous aussi à {support_email} en indiquant le nom du profil et ce qui s’est passé, pour que nous puissions intervenir. Si quelqu’un est en danger immédiat, appelle le 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Contester une décision',
      blocks: [
        'Si tu n’es pas d’accord avec un avertissement ou un bannissement, écris à {support_email} dans les 14 jours en expliquant pourquoi. Un autre membre de l’équipe que celui qui a pris la décision réexamine ta contestation. Tu connaîtras notre décision dans les 14 jours.',
      ],
    },
  ],
};

export default ban;
