import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Politique relative aux cookies',
  lead: '{name} utilise uniquement les cookies nécessaires au fonctionnement du site. Pas de cookies publicitaires, pas de cookies tiers qui te suivent.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Ce que sont les cookies',
      blocks: [
        'Un cookie est un petit fichier qu’un site web enregistre dans ton navigateur, pour que le site te reconnaisse lors de ta prochaine visite. Les techniques comparables, comme le stockage local de ton navigateur, sont également appelées cookies ici.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Les cookies que nous utilisons',
      blocks: [
        [
          '**hs_session** – maintient ta session ouverte. Ne contient qu’un code aléatoire, aucune donnée personnelle. Conservé jusqu’à ta déconnexion, 30 jours au maximum.',
          '**locale** – retient la langue dans laquelle tu consultes le site. Conservé 365 jours.',
          '**hs_tracking** – retient le partenaire ou la campagne à l’origine de ta visite, pour que nous puissions rémunérer ce partenaire. Conservé 30 jours.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – retiennent quand tu as fermé l’avis concernant ta photo de profil ou la confirmation de ton adresse e-mail, pour que nous ne l’affichions plus. Ne contiennent que ce moment. Conservés 365 jours.',
          '**Stockage local** – retient si tu as déjà fermé un avis et conserve un formulaire d’inscription à moitié rempli jusqu’à ce que tu fermes l’onglet.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Pourquoi nous ne demandons pas ton consentement',
      blocks: [
        'Ces cookies sont fonctionnels : sans eux, tu ne peux pas te connecter ni utiliser le site dans ta langue. La loi néerlandaise sur les télécommunications (Telecommunicatiewet) n’exige pas de consentement pour ce type de cookies. Nous ne déposons aucun cookie de mesure d’audience ou publicitaire, ni aucun cookie de réseaux sociaux. Si nous devions le faire un jour, nous te demanderions d’abord ton consentement.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Supprimer ou bloquer les cookies',
      blocks: [
        'Dans les paramètres de ton navigateur, tu peux consulter, supprimer et bloquer les cookies. Si tu bloques hs_session, tu ne pourras plus te connecter.',
        'Notre [politique de confidentialité](/pages/privacy) explique comment nous traitons tes données. Des questions ? Écris à {support_email}.',
      ],
    },
  ],
};

export default cookies;
