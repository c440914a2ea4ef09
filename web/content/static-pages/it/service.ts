import type { StaticPageContent } from '../types';

const service: StaticPageContent = {
  title: 'Servizio clienti',
  lead: 'Una domanda, un problema o un reclamo? Ti aiutiamo volentieri. Dai prima un’occhiata alle [domande frequenti](/pages/faq): forse la risposta c’è già.',
  sections: [
    {
      id: 'contact',
      heading: 'Contattaci',
      blocks: [
        [
          '**Email**: {support_email}. Rispondiamo entro due giorni lavorativi.',
          '**Telefono**: {support_phone}, nei giorni lavorativi.',
        ],
        'Indica sempre l’indirizzo email del tuo account. Non inviare mai la tua password: non te la chiederemo mai.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Presentare un reclamo',
      blocks: [
        'Il nostro servizio, un acquisto o una decisione che abbiamo preso non ti soddisfa? Invia il tuo reclamo a {support_email}, con “Reclamo” nell’oggetto. Indica:',
        [
          'l’indirizzo email del tuo account;',
          'cosa è successo e quando;',
          'cosa ci chiedi di fare per risolvere il problema.',
        ],
        'Entro due giorni lavorativi confermiamo di aver ricevuto il tuo reclamo ed entro 14 giorni ti diamo una risposta nel merito. Se ci serve più tempo, te lo comunichiamo entro quei 14 giorni e ti diciamo quando riceverai la nostra risposta.',
        'Se non troviamo insieme una soluzione, puoi sottoporre la controversia al giudice competente. Se il tuo reclamo riguarda i tuoi dati personali, puoi rivolgerti anche all’autorità olandese per la protezione dei dati (Autoriteit Persoonsgegevens).',
      ],
    },
    {
      id: 'bedrijfsgegevens',
      heading: 'Dati aziendali',
      blocks: [
        {
          lines: [
            '**{company_name}**',
            '{company_address}, {company_city}, {company_country}',
            '**Camera di commercio (KvK)**: {company_kvk}',
            '**Partita IVA**: {company_vat_numbers}',
            '**Nome commerciale**: {company_tradenames}',
          ],
        },
      ],
    },
  ],
};

export default service;
