import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Politique de confidentialité',
  lead: 'Les rencontres, c’est personnel. Tu trouveras ici les données que {name} conserve à ton sujet, pourquoi, pendant combien de temps, et ce que tu peux faire toi-même de tes données. Cette politique suit le Règlement général sur la protection des données (RGPD).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Qui est responsable',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (Chambre de commerce néerlandaise, KvK {company_kvk}) est le responsable du traitement des données sur {name}. Pour toute question sur ta vie privée, écris à {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Les données que nous traitons',
      blocks: [
        [
          '**Données de compte** : ton adresse e-mail, ton mot de passe (uniquement sous forme de hachage irréversible, jamais lisible), ton nom, ta date de naissance, ton genre, ton pays et ta région.',
          '**Données de profil** : tes photos, ton texte de présentation, tes centres d’intérêt et ce que tu recherches. Ton orientation sexuelle est une donnée sensible ; nous ne la traitons que parce que tu l’indiques expressément sur ton profil.',
          '**Messages et contacts** : les messages, photos et cadeaux que tu envoies et reçois, tes likes, tes matchs et les membres que tu bloques.',
          '**Achats** : tes crédits, tes achats et tes paiements (montant, date, moyen de paiement). Tes données de carte ou de compte bancaire sont traitées par le prestataire de paiement ; nous ne les conservons pas.',
          '**Données techniques** : ton adresse IP, ton navigateur et les moments où tu te connectes, pour assurer la sécurité du site et mettre fin aux abus.',
          '**Provenance** : le partenaire ou la campagne à l’origine de ta visite, si tu as suivi le lien d’un partenaire.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Pourquoi nous les traitons',
      blocks: [
        [
          'Pour te fournir le service auquel tu t’inscris : afficher ton profil, la recherche, le chat et la gestion de tes crédits (exécution du contrat, article 6, paragraphe 1, point b, du RGPD).',
          'Pour afficher ton orientation sexuelle et les autres informations sensibles que tu renseignes toi-même, et pour les utiliser dans la recherche (ton consentement explicite, article 9, paragraphe 2, point a, du RGPD). Tu peux les modifier ou les retirer à tout moment.',
          'Pour assurer la sécurité du site, prévenir la fraude et les abus et faire respecter nos règles (notre intérêt légitime, article 6, paragraphe 1, point f, du RGPD).',
          'Pour tenir notre comptabilité comme l’exige la législation fiscale (obligation légale, article 6, paragraphe 1, point c, du RGPD).',
          'Pour t’envoyer des notifications, des e-mails et des notifications push : toujours pour ce qui concerne ton compte, le reste uniquement selon tes choix (offres et actualités seulement si tu les actives). Tu fais ces choix dans [Notifications et e-mails](/notifications), et chacun de ces e-mails contient un lien de désabonnement.',
        ],
        'Nous ne vendons pas tes données et ne les utilisons pas pour la publicité de tiers.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Les messages envoyés aux profils fictifs',
      blocks: [
        '{name} présente aussi des profils fictifs, reconnaissables à une icône. Les messages que tu envoies à un profil fictif sont lus par les membres de notre équipe, qui y répondent. Ils sont tenus au secret et n’utilisent tes messages que pour cette conversation.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Combien de temps nous les conservons',
      blocks: [
        [
          'Tant que ton compte existe, nous conservons ton compte, ton profil et tes conversations.',
          'Si tu supprimes ton compte, nous conservons tout pendant encore 14 jours, pour que tu puisses réactiver ton compte si tu changes d’avis. Ensuite, nous supprimons définitivement ton profil, tes photos, tes messages et tes données de compte.',
          'Nous conservons les données relatives aux achats et aux paiements pendant 7 ans, car la législation fiscale néerlandaise l’impose. Elles ne servent qu’à cela.',
          'Nous ne conservons pas les données techniques liées à la sécurité plus longtemps que nécessaire à cette fin.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Avec qui nous les partageons',
      blocks: [
        'Nous faisons appel à des prestataires pour l’hébergement, l’envoi des e-mails et le traitement des paiements. Ils traitent tes données uniquement sur nos instructions, dans le cadre d’un contrat de sous-traitance, et au sein de l’Espace économique européen. Les autres membres voient uniquement ce que tu publies sur ton profil et ce que tu leur envoies. Nous ne communiquons des données à la police ou à d’autres autorités que si la loi nous y oblige.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'Tes droits',
      blocks: [
        'Tu as le droit d’accéder à tes données, de les faire rectifier ou effacer, d’en faire limiter le traitement, de t’opposer à un traitement fondé sur notre intérêt légitime et de retirer un consentement que tu as donné.',
        [
          '**Télécharger tes données** : dans les [Paramètres](/settings), sous « Tes données », choisis « Télécharger mes données ». Tu reçois immédiatement, sous forme de fichier, tout ce que nous conservons à ton sujet (droit d’accès et droit à la portabilité).',
          '**Supprimer ton compte** : dans les Paramètres, choisis « Supprimer le compte ». Au bout de 14 jours, tout est définitivement effacé.',
          'Tu peux modifier ton profil ou devenir invisible dans les résultats de recherche à tout moment, toi-même, dans les Paramètres.',
        ],
        'Pour toute autre demande, écris à {support_email}. Nous répondons dans un délai d’un mois et pouvons d’abord te demander de confirmer que le compte est bien le tien.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Comment nous protégeons tes données',
      blocks: [
        'Le site fonctionne uniquement via une connexion chiffrée. Nous stockons les mots de passe sous forme de hachage irréversible et les sessions sous forme de code illisible, et après trop de tentatives de connexion échouées, nous bloquons temporairement les tentatives suivantes. Si nous constatons une violation de données qui présente un risque pour toi, nous la signalons à toi et à l’autorité de contrôle.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Une réclamation concernant ta vie privée',
      blocks: [
        'Si la façon dont nous traitons tes données ne te convient pas, dis-le-nous d’abord à {support_email}. Tu as aussi toujours le droit d’introduire une réclamation auprès de l’autorité néerlandaise de protection des données, l’Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), ou auprès de l’autorité de protection des données du pays où tu vis.',
        'Pour en savoir plus sur les cookies, lis notre [politique relative aux cookies](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
