import type { StaticPageContent } from '../types';

const faq: StaticPageContent = {
  title: 'Domande frequenti',
  lead: 'Risposte rapide alle domande che riceviamo più spesso. La tua domanda non c’è? Scrivi a {support_email}.',
  toc: true,
  sections: [
    {
      id: 'account',
      heading: 'Il tuo account',
      blocks: [
        {
          q: 'Chi può iscriversi?',
          a: ['Chiunque abbia almeno {min_age} anni. Al momento dell’iscrizione ti chiediamo la data di nascita; con meno di {min_age} anni non è possibile.'],
        },
        {
          q: 'Ho dimenticato la password. Cosa faccio?',
          a: ['Nella pagina di accesso scegli “Password dimenticata?”. Riceverai un’email con un link per scegliere una nuova password. Non ti è arrivata? Controlla anche la cartella della posta indesiderata.'],
        },
        {
          q: 'Come elimino il mio account?',
          a: ['In Impostazioni, alla voce “Elimina account”. Dopo hai ancora 14 giorni per riattivare il tuo account con il link che ti inviamo via email; trascorso questo periodo, cancelliamo definitivamente tutti i tuoi dati.'],
        },
        {
          q: 'Posso vedere cosa conservate su di me?',
          a: ['Sì. In Impostazioni, alla voce “I tuoi dati”, scarichi con un clic tutto ciò che conserviamo su di te. Maggiori informazioni nella nostra [informativa sulla privacy](/pages/privacy).'],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Crediti e pagamenti',
      blocks: [
        {
          q: 'Cosa sono i crediti?',
          a: ['Con i crediti paghi per i contatti: un messaggio costa {message_credits} crediti (circa {message_price}), una foto {photo_credits} crediti e un regalo {gift_credits} crediti. Vedi sempre quanto costa qualcosa prima di inviarlo, e ogni pacchetto mostra il prezzo in euro accanto al numero di crediti.'],
        },
        {
          q: 'Devo sottoscrivere un abbonamento?',
          a: ['No. Acquisti crediti quando vuoi; non viene mai addebitato nulla in automatico.'],
        },
        {
          q: 'Posso riavere i miei soldi?',
          a: ['Rimborsiamo i crediti che non hai ancora usato se ci contatti entro {refund_days} giorni dall’acquisto. Vedi la [politica di rimborso](/pages/return-policy).'],
        },
      ],
    },
    {
      id: 'profielen',
      heading: 'Profili e contatti',
      blocks: [
        {
          q: 'Cosa sono i profili fittizi?',
          a: [
            'Alcuni profili su {name} sono gestiti da una persona del nostro staff. Li riconosci dall’icona sulla scheda del profilo e sul profilo. Con un profilo fittizio puoi chattare, ma non incontrarti. I messaggi a un profilo di questo tipo costano gli stessi crediti degli altri messaggi.',
          ],
        },
        {
          q: 'Come blocco qualcuno?',
          a: ['Sul profilo del membro e nella conversazione trovi il pulsante per bloccarlo. Da quel momento non vi vedete più da nessuna parte. In Impostazioni vedi i membri che hai bloccato e lì puoi anche rimuovere il blocco.'],
        },
        {
          q: 'Posso essere invisibile?',
          a: ['Sì. Attiva “Invisibile” in Impostazioni: non comparirai più nei risultati di ricerca, ma i membri con cui chatti già potranno comunque raggiungerti.'],
        },
        {
          q: 'Qualcuno non rispetta le regole. Cosa faccio?',
          a: ['Blocca il membro e scrivici a {support_email} indicando il nome del profilo. Cosa non è consentito e cosa facciamo al riguardo lo trovi nelle [regole sui ban](/pages/ban).'],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contatti',
      blocks: [
        {
          q: 'Come contatto il servizio clienti?',
          a: ['Scrivi a {support_email} o chiama il numero {support_phone}. Nella pagina [Servizio clienti](/pages/service) trovi anche come presentare un reclamo.'],
        },
      ],
    },
  ],
};

export default faq;
