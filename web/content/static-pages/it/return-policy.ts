import type { StaticPageContent } from '../types';

const returnPolicy: StaticPageContent = {
  title: 'Politica di rimborso',
  lead: 'Hai cambiato idea su un acquisto? I crediti che non hai ancora usato ti vengono rimborsati se lo chiedi entro {refund_days} giorni dall’acquisto.',
  sections: [
    {
      id: 'herroepingsrecht',
      heading: 'Il tuo diritto di recesso',
      blocks: [
        'Quando acquisti online, come consumatore hai normalmente 14 giorni per ripensarci. Per i contenuti digitali forniti subito, come i crediti e Premium, questo non vale se al momento del pagamento acconsenti espressamente alla fornitura immediata e riconosci che così perdi il diritto di recesso (articolo 6:230p, lettera g, del Codice civile olandese, il Burgerlijk Wetboek, sulla base della direttiva europea sui diritti dei consumatori). Te lo chiediamo a ogni acquisto e ne ricevi una conferma via email.',
      ],
    },
    {
      id: 'terugbetaling',
      heading: 'La nostra garanzia di rimborso',
      blocks: [
        'Vogliamo comunque che tu possa acquistare crediti senza preoccupazioni. Per questo rimborsiamo i crediti che non hai ancora usato se ci contatti entro {refund_days} giorni dall’acquisto.',
        [
          'Ti restituiamo la parte del prezzo d’acquisto che corrisponde ai crediti ancora presenti sul tuo account.',
          'I crediti già usati per messaggi, foto o regali e i crediti ricevuti gratuitamente o in regalo non vengono rimborsati.',
          'Premium viene rimborsato in proporzione ai giorni rimanenti.',
          'Rimborsiamo tramite il metodo di pagamento con cui hai pagato, entro 14 giorni dal ricevimento della tua richiesta.',
        ],
      ],
    },
    {
      id: 'zo-vraag-je-het-aan',
      heading: 'Come richiederlo',
      blocks: [
        'Scrivi a {support_email} o chiama il numero {support_phone}. Indica l’indirizzo email del tuo account e la data dell’acquisto. Riceverai una risposta entro due giorni lavorativi.',
      ],
    },
    {
      id: 'fouten',
      heading: 'Qualcosa è andato storto?',
      blocks: [
        'Se un importo ti è stato addebitato due volte, se i tuoi crediti non sono stati accreditati o se il sito non ha funzionato come dovrebbe, verifichiamo sempre e rimediamo, anche dopo {refund_days} giorni. I tuoi diritti di consumatore previsti dalla legge valgono sempre.',
      ],
    },
  ],
};

export default returnPolicy;
