import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Service client',
  lead: 'Une question, un problème ou une réclamation ? Nous sommes là pour t’aider. Jette d’abord un œil à la [foire aux questions](/pages/faq) : la réponse s’y trouve peut-être déjà.',
  sections: [
    {
      id: 'contact',
      heading: 'Nous contacter',
      blocks: [
        [
          '**E-mail** : {support_email}. Nous répondons dans les deux jours ouvrés.',
          '**Téléphone** : {support_phone}, les jours ouvrés.',
        ],
        'Indique toujours l’adresse e-mail utilisée pour ton inscription. N’envoie jamais ton mot de passe : nous ne te le demanderons jamais.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Déposer une réclamation',
      blocks: [
        'Notre service, un achat ou une décision que nous avons prise ne te satisfait pas ? Envoie ta réclamation à {support_email}, avec « Réclamation » dans l’objet. Précise :',
        [
          'l’adresse e-mail de ton compte ;',
          'ce qui s’est passé et quand ;',
          'ce que tu nous demandes pour régler le problème.',
        ],
        'Nous confirmons la réception de ta réclamation dans les deux jours ouvrés et te répondons sur le fond dans les 14 jours. Si nous avons besoin de plus de temps, nous te le disons dans ces 14 jours et t’indiquons quand tu recevras notre réponse.',
        'Si nous ne trouvons pas de solution ensemble, tu peux porter le litige devant le tribunal compétent. Si ta réclamation concerne tes données personnelles, tu peux aussi t’adresser à l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Informations sur l’entreprise',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Chambre de commerce (KvK)** : {company_kvk}',
            '**N° de TVA** : {company_vat_numbers}',
            '**Nom commercial** : {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
