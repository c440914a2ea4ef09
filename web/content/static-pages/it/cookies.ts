import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie policy',
  lead: '{name} usa solo i cookie necessari al funzionamento del sito. Niente cookie pubblicitari, niente cookie di terze parti che ti seguono.',
  sections: [
    {
      id: 'wat-zijn-cookies',
      heading: 'Cosa sono i cookie',
      blocks: [
        'Un cookie è un piccolo file che un sito web salva nel tuo browser, così il sito ti riconosce alla visita successiva. Qui chiamiamo cookie anche tecniche simili, come la memoria locale del tuo browser.',
      ],
    },
    {
      id: 'welke-cookies',
      heading: 'Quali cookie usiamo',
      blocks: [
        [
          '**hs_session** – mantiene attivo il tuo accesso. Contiene solo un codice casuale, nessun dato personale. Conservato finché non esci, al massimo 30 giorni.',
          '**locale** – ricorda in quale lingua visualizzi il sito. Conservato per 365 giorni.',
          '**hs_tracking** – ricorda il partner o la campagna da cui proviene la tua visita, così possiamo compensare quel partner. Conservato per 30 giorni.',
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed** – ricordano quando hai chiuso l’avviso sulla foto del profilo o sulla conferma del tuo indirizzo email, così non te lo mostriamo di nuovo. Contengono solo quel momento. Conservati per 365 giorni.',
          '**Memoria locale** – ricorda se hai già chiuso un avviso e conserva un modulo di iscrizione compilato a metà finché non chiudi la scheda.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Perché non chiediamo il consenso',
      blocks: [
        'Questi cookie sono tecnici: senza di essi non puoi accedere né usare il sito nella tua lingua. Per questo tipo di cookie la legge olandese sulle telecomunicazioni (Telecommunicatiewet) non richiede il consenso. Non usiamo cookie analitici o pubblicitari né cookie dei social network. Se un giorno dovessimo farlo, ti chiederemo prima il consenso.',
      ],
    },
    {
      id: 'verwijderen',
      heading: 'Eliminare o bloccare i cookie',
      blocks: [
        'Nelle impostazioni del tuo browser puoi visualizzare, eliminare e bloccare i cookie. Se blocchi hs_session, non potrai più accedere.',
        'Come trattiamo i tuoi dati lo trovi nella nostra [informativa sulla privacy](/pages/privacy). Domande? Scrivi a {support_email}.',
      ],
    },
  ],
};

export default cookies;
