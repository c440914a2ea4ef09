import type { StaticPageContent } from '../types';

const privacy: StaticPageContent = {
  title: 'Informativa sulla privacy',
  lead: 'Gli incontri sono una cosa personale. Qui trovi quali dati {name} conserva su di te, perché, per quanto tempo e cosa puoi fare in prima persona con i tuoi dati. Questa informativa segue il Regolamento generale sulla protezione dei dati (GDPR).',
  toc: true,
  sections: [
    {
      id: 'verantwoordelijke',
      heading: 'Chi è il titolare del trattamento',
      blocks: [
        '{company_name}, {company_address}, {company_city}, {company_country} (Camera di commercio olandese, KvK {company_kvk}) è il titolare del trattamento dei dati su {name}. Per domande sulla tua privacy scrivi a {support_email}.',
      ],
    },
    {
      id: 'welke-gegevens',
      heading: 'Quali dati trattiamo',
      blocks: [
        [
          '**Dati dell’account**: il tuo indirizzo email, la tua password (solo come hash irreversibile, mai leggibile), il tuo nome, data di nascita, genere, paese e regione.',
          '**Dati del profilo**: le tue foto, il testo in cui parli di te, i tuoi interessi e cosa cerchi. Il tuo orientamento sessuale rientra nelle categorie particolari di dati personali; lo trattiamo solo perché sei tu a indicarlo espressamente sul tuo profilo.',
          '**Messaggi e contatti**: i messaggi, le foto e i regali che invii e ricevi, i tuoi like, i tuoi match e i membri che blocchi.',
          '**Acquisti**: i tuoi crediti, i tuoi acquisti e pagamenti (importo, data, metodo di pagamento). I dati della tua carta o del tuo conto li tratta il fornitore dei pagamenti; noi non li conserviamo.',
          '**Dati tecnici**: il tuo indirizzo IP, il tuo browser e i momenti in cui accedi, per mantenere il sito sicuro e fermare gli abusi.',
          '**Provenienza**: il partner o la campagna da cui proviene la tua visita, se hai seguito il link di un partner.',
        ],
      ],
    },
    {
      id: 'waarom',
      heading: 'Perché li trattiamo',
      blocks: [
        [
          'Per fornirti il servizio a cui ti iscrivi: mostrare il tuo profilo, la ricerca, la chat e la gestione dei tuoi crediti (esecuzione del contratto, art. 6, par. 1, lett. b) GDPR).',
          'Per mostrare il tuo orientamento sessuale e gli altri dati sensibili che inserisci di tua iniziativa e per usarli nella ricerca (il tuo consenso esplicito, art. 9, par. 2, lett. a) GDPR). Puoi modificarli o rimuoverli in qualsiasi momento.',
          'Per mantenere il sito sicuro, prevenire frodi e abusi e far rispettare le nostre regole (il nostro legittimo interesse, art. 6, par. 1, lett. f) GDPR).',
          'Per tenere la nostra contabilità come prescrive la normativa fiscale (obbligo di legge, art. 6, par. 1, lett. c) GDPR).',
          'Per inviarti avvisi, email e notifiche push: sempre per quanto riguarda il tuo account, il resto solo secondo le tue scelte (offerte e novità solo se le attivi). Le scelte le fai in [Notifiche ed email](/notifications), e ognuna di queste email contiene un link per annullare l’iscrizione.',
        ],
        'Non vendiamo i tuoi dati e non li usiamo per la pubblicità di altri.',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: 'Messaggi ai profili fittizi',
      blocks: [
        'Su {name} ci sono anche profili fittizi, riconoscibili da un’icona. I messaggi che invii a un profilo fittizio vengono letti dal nostro staff, che risponde. Il nostro staff è tenuto alla riservatezza e usa i tuoi messaggi solo per quella conversazione.',
      ],
    },
    {
      id: 'bewaartermijnen',
      heading: 'Per quanto tempo li conserviamo',
      blocks: [
        [
          'Finché il tuo account esiste, conserviamo il tuo account, il tuo profilo e le tue conversazioni.',
          'Se elimini il tuo account, conserviamo tutto per altri 14 giorni, così puoi riattivarlo se cambi idea. Dopodiché cancelliamo definitivamente il tuo profilo, le tue foto, i tuoi messaggi e i dati del tuo account.',
          'I dati relativi ad acquisti e pagamenti li conserviamo per 7 anni, perché lo impone la normativa fiscale olandese. Vengono usati solo a questo scopo.',
          'I dati tecnici per la sicurezza non li conserviamo più a lungo del necessario a questo scopo.',
        ],
      ],
    },
    {
      id: 'delen',
      heading: 'Con chi li condividiamo',
      blocks: [
        'Ci avvaliamo di fornitori di servizi per l’hosting, l’invio delle email e la gestione dei pagamenti. Trattano i tuoi dati solo su nostro incarico, sulla base di un accordo sul trattamento dei dati, e all’interno dello Spazio economico europeo. Gli altri membri vedono solo ciò che pubblichi sul tuo profilo e ciò che invii loro. Forniamo dati alla polizia o ad altre autorità solo se la legge ci obbliga a farlo.',
      ],
    },
    {
      id: 'jouw-rechten',
      heading: 'I tuoi diritti',
      blocks: [
        'Hai il diritto di accedere ai tuoi dati, di farli rettificare o cancellare, di farne limitare il trattamento, di opporti al trattamento basato sul nostro legittimo interesse e di revocare un consenso che hai dato.',
        [
          '**Scaricare i tuoi dati**: in [Impostazioni](/settings), alla voce “I tuoi dati”, scegli “Scarica i miei dati”. Ricevi subito in un file tutto ciò che conserviamo su di te (diritto di accesso e diritto alla portabilità dei dati).',
          '**Eliminare il tuo account**: in Impostazioni scegli “Elimina account”. Dopo 14 giorni tutto viene cancellato definitivamente.',
          'Puoi modificare il tuo profilo o diventare invisibile nei risultati di ricerca in qualsiasi momento, in autonomia, in Impostazioni.',
        ],
        'Per qualsiasi altra richiesta scrivi a {support_email}. Rispondiamo entro un mese e a volte ti chiediamo prima di confermare che l’account è tuo.',
      ],
    },
    {
      id: 'beveiliging',
      heading: 'Come proteggiamo i tuoi dati',
      blocks: [
        'Il sito funziona solo tramite una connessione cifrata. Conserviamo le password come hash irreversibile e le sessioni come codice illeggibile, e dopo troppi tentativi di accesso falliti blocchiamo temporaneamente i tentativi successivi. Se rileviamo una violazione dei dati che comporta un rischio per te, la comunichiamo a te e all’autorità di controllo.',
      ],
    },
    {
      id: 'klacht',
      heading: 'Un reclamo sulla tua privacy',
      blocks: [
        'Se il modo in cui trattiamo i tuoi dati non ti soddisfa, faccelo sapere prima a {support_email}. Hai inoltre sempre il diritto di presentare un reclamo all’autorità olandese per la protezione dei dati, l’Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), oppure all’autorità di controllo del paese in cui vivi.',
        'Sui cookie trovi di più nella nostra [cookie policy](/pages/cookies).',
      ],
    },
  ],
};

export default privacy;
