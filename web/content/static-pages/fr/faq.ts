import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Foire aux questions',
  lead: 'Des réponses rapides aux questions qu’on nous pose le plus souvent. Ta question n’y figure pas ? Écris à {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Ton compte',
      blocks: [
        {
          q: 'Qui peut s’inscrire ?',
          a: ['Toute personne âgée de {min_age} ans ou plus. Nous te demandons ta date de naissance lors de l’inscription ; avant {min_age} ans, ce n’est pas possible.'],
        },
        {
          q: 'J’ai oublié mon mot de passe. Que faire ?',
          a: ['Sur la page de connexion, choisis « Mot de passe oublié ? ». Tu reçois un e-mail avec un lien pour choisir un nouveau mot de passe. Pas d’e-mail ? Regarde aussi dans ton dossier de courrier indésirable.'],
        },
        {
          q: 'Comment supprimer mon compte ?',
          a: ['Dans les Paramètres, sous « Supprimer le compte ». Tu disposes ensuite de 14 jours pour réactiver ton compte avec le lien que nous t’envoyons par e-mail ; passé ce délai, nous supprimons définitivement toutes tes données.'],
        },
        {
          q: 'Puis-je voir ce que vous conservez à mon sujet ?',
          a: ['Oui. Dans les Paramètres, sous « Tes données », tu télécharges en un clic tout ce que nous conservons à ton sujet. Pour en savoir plus, lis notre [politique de confidentialité](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Crédits et paiement',
      blocks: [
        {
          q: 'Que sont les crédits ?',
          a: ['Les crédits servent à payer les contacts : un message coûte {message_credits} crédits (environ {message_price}), une photo {photo_credits} crédits et un cadeau {gift_credits} crédits. Tu vois toujours ce que coûte une action avant d’envoyer quoi que ce soit, et chaque pack affiche son prix en euros à côté du nombre de crédits.'],
        },
        {
          q: 'Est-ce que je m’engage dans un abonnement ?',
          a: ['Non. Tu achètes des crédits quand tu veux ; rien n’est jamais prélevé automatiquement.'],
        },
        {
          q: 'Puis-je me faire rembourser ?',
          a: ['Nous remboursons les crédits que tu n’as pas encore utilisés si tu nous contactes dans les {refund_days} jours suivant ton achat. Consulte la [politique de remboursement](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profils et contacts',
      blocks: [
        {
          q: 'Que sont les profils fictifs ?',
          a: [
            'Certains profils sur {name} sont gérés par un membre de notre équipe. Tu les reconnais à l’icône sur la carte de profil et sur le profil. Tu peux discuter avec un profil fictif, mais pas le rencontrer. Les messages envoyés à un tel profil coûtent autant de crédits que les autres messages.',
          ],
        },
        {
          q: 'Comment bloquer quelqu’un ?',
          a: ['Le bouton pour bloquer se trouve sur le profil du membre et dans votre conversation. Ensuite, vous ne vous voyez plus nulle part. Les membres que tu as bloqués sont listés dans les Paramètres, où tu peux aussi lever un blocage.'],
        },
        {
          q: 'Puis-je être invisible ?',
          a: ['Oui. Active « Invisible » dans les Paramètres : tu n’apparais plus dans les résultats de recherche, mais les membres avec qui tu discutes déjà peuvent toujours te joindre.'],
        },
        {
          q: 'Quelqu’un ne respecte pas les règles. Que faire ?',
          a: ['Bloque ce membre et écris-nous à {support_email} en indiquant le nom du profil. Ce qui est interdit et ce que nous faisons en cas d’infraction est expliqué dans la [politique de bannissement](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          q: 'Comment joindre le service client ?',
          a: ['Écris à {support_email} ou appelle le {support_phone}. La page [Service client](/pages/service) explique aussi comment déposer une réclamation.'],
        },
      ],
    },
  ],
};

export default faq;
