import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Politique relative aux cookies',
  lead: '{name} utilise les cookies nécessaires au fonctionnement du site et, uniquement avec ton consentement, un cookie qui retient le partenaire à l’origine de ta visite. Pas de cookies publicitaires, pas de cookies tiers qui te suivent.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – retiennent quand tu as fermé un avis (concernant ta photo de profil, la confirmation de ton adresse e-mail, les e-mails désactivés ou les notifications push), pour que nous ne l’affichions plus. Ne contiennent que ce moment. Conservés 365 jours.',
          '**hs_entry_ok** – retient quand tu as confirmé avoir 18 ans ou plus, pour que nous ne te le demandions pas à chaque visite. Conservé 365 jours.',
          '**hs_consent** – retient si tu as accepté ou refusé le cookie ci-dessous, et quand. Conservé 365 jours.',
          '**hs_arrival** – retient seulement que ta visite vient d’une publicité ou d’un partenaire, pour que tu continues à voir pendant cette visite ce qu’on t’y a montré. Ne contient aucune donnée sur ce partenaire ni rien qui t’identifie. Disparaît dès que tu fermes ton navigateur.',
          '**Stockage local** – retient si tu as déjà fermé un avis et conserve un formulaire d’inscription à moitié rempli jusqu’à ce que tu fermes l’onglet.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Uniquement avec ton consentement',
      blocks: [
        '**hs_tracking** – retient le partenaire ou la campagne à l’origine de ta visite, pour que nous puissions rémunérer ce partenaire si tu t’inscris. Conservé 30 jours. Ce cookie n’est pas nécessaire pour utiliser le site : nous ne le déposons que si tu cliques sur Accepter dans le bandeau cookies.',
        'Les autres cookies ci-dessus sont nécessaires au fonctionnement du site : sans eux, tu ne peux pas te connecter ni utiliser le site dans ta langue. La loi néerlandaise sur les télécommunications (Telecommunicatiewet) n’exige pas de consentement pour ces cookies. Tu peux modifier ton choix à tout moment via **Paramètres des cookies** en bas de chaque page.',
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
