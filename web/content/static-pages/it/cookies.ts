import type { StaticPageContent } from '../types';

const cookies: StaticPageContent = {
  title: 'Cookie policy',
  lead: '{name} usa i cookie necessari al funzionamento del sito e, solo con il tuo consenso, un cookie che ricorda tramite quale partner ci hai trovato. Niente cookie pubblicitari, niente cookie di terze parti che ti seguono.',
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
          '**hs_photo_alert_dismissed**, **hs_activation_reminder_dismissed**, **hs_notifications_disabled_alert_dismissed**, **hs_push_alert_dismissed** – ricordano quando hai chiuso un avviso (sulla foto del profilo, sulla conferma del tuo indirizzo email, sulle email disattivate o sulle notifiche push), così non te lo mostriamo di nuovo. Contengono solo quel momento. Conservati per 365 giorni.',
          '**hs_entry_ok** – ricorda quando hai confermato di avere almeno 18 anni, così non te lo chiediamo a ogni visita. Conservato per 365 giorni.',
          '**hs_consent** – ricorda se hai accettato o rifiutato il cookie qui sotto, e quando. Conservato per 365 giorni.',
          '**hs_arrival** – ricorda soltanto che la tua visita arriva da una pubblicità o da un partner, così durante questa visita continui a vedere ciò che ti è stato mostrato lì. Non contiene dati su quel partner né nulla che ti identifichi. Scompare quando chiudi il browser.',
          '**Memoria locale** – ricorda se hai già chiuso un avviso e conserva un modulo di iscrizione compilato a metà finché non chiudi la scheda.',
        ],
      ],
    },
    {
      id: 'toestemming',
      heading: 'Solo con il tuo consenso',
      blocks: [
        '**hs_tracking** – ricorda il partner o la campagna da cui proviene la tua visita, così possiamo compensare quel partner se ti iscrivi. Conservato per 30 giorni. Questo cookie non è necessario per usare il sito: lo impostiamo solo se clicchi su Accetta nell’avviso sui cookie.',
        'Gli altri cookie qui sopra sono necessari al funzionamento del sito: senza di essi non puoi accedere né usare il sito nella tua lingua. Per questi cookie la legge olandese sulle telecomunicazioni (Telecommunicatiewet) non richiede il consenso. Puoi cambiare la tua scelta in qualsiasi momento tramite **Impostazioni dei cookie** in fondo a ogni pagina.',
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
