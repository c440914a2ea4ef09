import type { StaticPageContent } from '../types';

const terms: StaticPageContent = {
  title: 'Termini e condizioni',
  lead: 'Questi termini valgono per chiunque usi {name}. Leggili con calma: dicono cosa puoi aspettarti da noi e cosa ci aspettiamo da te.',
  toc: true,
  sections: [
    {
      id: 'wie-wij-zijn',
      heading: '1. Chi siamo',
      blocks: [
        '{name} è un servizio di {company_name} (nome commerciale {company_tradenames}), con sede in {company_address}, {company_city}, {company_country}. Siamo iscritti alla Camera di commercio olandese (Kamer van Koophandel, KvK) con il numero {company_kvk}; la nostra partita IVA è {company_vat_numbers}.',
        'Puoi contattarci via email all’indirizzo {support_email} e per telefono al numero {support_phone}.',
      ],
    },
    {
      id: 'toepasselijkheid',
      heading: '2. Quando valgono questi termini',
      blocks: [
        'Questi termini valgono per ogni utilizzo di {name}: come visitatore, come membro e per ogni acquisto di crediti o di Premium. Iscrivendoti li accetti. La nostra [informativa sulla privacy](/pages/privacy), la nostra [cookie policy](/pages/cookies), le nostre [regole sui ban](/pages/ban) e la nostra [politica di rimborso](/pages/return-policy) fanno parte di questi termini.',
      ],
    },
    {
      id: 'volwassenen',
      heading: '3. Solo per adulti',
      blocks: [
        '{name} è un sito di incontri per adulti. Devi avere almeno {min_age} anni per visitare il sito e iscriverti. Al momento dell’iscrizione indichi la tua data di nascita; chi è più giovane non può creare un account.',
        'Se abbiamo dubbi sulla tua età, possiamo chiederti di dimostrarla e bloccare il tuo account finché non l’hai fatto.',
      ],
    },
    {
      id: 'account',
      heading: '4. Il tuo account',
      blocks: [
        'Hai un solo account personale. Fornisci dati corretti, tieni segreta la tua password e non lasci usare il tuo account a nessun altro. Se ti accorgi che qualcun altro vi ha avuto accesso, cambia subito la password e avvisaci.',
        'Sei responsabile di ciò che pubblichi sul tuo profilo e di ciò che invii nei messaggi. Pubblichi solo foto in cui compari tu o che hai il diritto di usare.',
      ],
    },
    {
      id: 'credits',
      heading: '5. Crediti e pagamenti',
      blocks: [
        'Su {name} si entra in contatto con i crediti. Acquisti i crediti in anticipo in un pacchetto; il prezzo è sempre indicato in euro, IVA inclusa, accanto al numero di crediti, prima che tu paghi. Non c’è nessun abbonamento: paghi solo i crediti che scegli di acquistare.',
        'Quanto costa cosa:',
        [
          'Inviare un messaggio costa {message_credits} crediti (circa {message_price} a messaggio).',
          'Inviare una foto in una conversazione costa {photo_credits} crediti.',
          'Inviare un regalo costa {gift_credits} crediti.',
        ],
        'A volte i nuovi membri ricevono un piccolo numero di messaggi gratuiti. Prima di compiere un’azione vedi quanto costa. I crediti vengono scalati solo quando il tuo messaggio, la tua foto o il tuo regalo è stato inviato.',
        'I crediti sono personali. Non puoi trasferirli a un altro membro né convertirli in denaro, salvo quanto previsto dalla [politica di rimborso](/pages/return-policy).',
      ],
    },
    {
      id: 'herroeping',
      heading: '6. Diritto di recesso',
      blocks: [
        'Per un acquisto a distanza, come consumatore hai normalmente 14 giorni per ripensarci. I crediti e Premium sono contenuti digitali che puoi usare subito dopo il pagamento. Per questo, al momento del pagamento, ti chiediamo di acconsentire espressamente alla fornitura immediata e di riconoscere che così perdi il diritto di recesso (articolo 6:230p, lettera g, del Codice civile olandese, il Burgerlijk Wetboek, che recepisce la direttiva europea sui diritti dei consumatori). Ne ricevi una conferma via email.',
        'A prescindere da questo, rimborsiamo i crediti che non hai ancora usato se ce lo chiedi entro {refund_days} giorni dall’acquisto. Come fare lo trovi nella [politica di rimborso](/pages/return-policy).',
      ],
    },
    {
      id: 'fictieve-profielen',
      heading: '7. Profili fittizi',
      blocks: [
        'Su {name}, oltre ai membri reali, ci sono anche profili fittizi. Un profilo di questo tipo è gestito da una persona del nostro staff, che legge i tuoi messaggi e risponde per mantenere viva la conversazione sul sito. Riconosci un profilo fittizio dall’icona sulla scheda del profilo e sul profilo stesso, con questo avviso:',
        '“{fictional_warning}”',
        'Con un profilo fittizio non puoi incontrarti e non nasce alcuna relazione personale o fisica. I messaggi a un profilo fittizio costano gli stessi crediti dei messaggi agli altri membri.',
      ],
    },
    {
      id: 'gedrag',
      heading: '8. Come ci comportiamo tra noi',
      blocks: [
        'Tratti gli altri membri con rispetto. Molestie, minacce, discriminazioni, pubblicità, truffe e la richiesta o l’offerta di denaro o di sesso a pagamento non sono ammesse. Le nostre [regole sui ban](/pages/ban) dicono esattamente cosa è consentito e cosa no, e cosa succede quando qualcuno non rispetta le regole.',
        'Puoi bloccare qualsiasi membro: da quel momento non vi vedete più da nessuna parte e non potete più scambiarvi messaggi.',
      ],
    },
    {
      id: 'beschikbaarheid',
      heading: '9. Disponibilità e responsabilità',
      blocks: [
        'Facciamo del nostro meglio perché {name} sia sempre raggiungibile e sicuro, ma non possiamo garantire che il sito non abbia mai interruzioni. Non garantiamo nemmeno che tramite {name} troverai un partner o un appuntamento.',
        'Non siamo responsabili di ciò che gli altri membri dicono o fanno, a meno che non siamo noi stessi in colpa. La nostra responsabilità è limitata all’importo che ci hai pagato nei dodici mesi precedenti il danno. Questo limite non si applica in caso di dolo o colpa grave e lascia impregiudicati i diritti che ti spettano come consumatore in base alle norme inderogabili.',
      ],
    },
    {
      id: 'beeindigen',
      heading: '10. Chiudere il tuo account',
      blocks: [
        'Puoi eliminare il tuo account in qualsiasi momento da Impostazioni. Dopo hai ancora 14 giorni per riattivarlo con il link che ti inviamo via email; trascorso questo periodo, cancelliamo definitivamente i tuoi dati.',
        'Possiamo sospendere o chiudere il tuo account se violi questi termini o le regole sui ban. In quel caso ti spieghiamo il motivo, e puoi presentare opposizione.',
      ],
    },
    {
      id: 'klachten',
      heading: '11. Reclami',
      blocks: [
        'C’è qualcosa che non ti soddisfa? Invia il tuo reclamo a {support_email} con una breve descrizione e l’indirizzo email del tuo account. Entro due giorni lavorativi confermiamo di aver ricevuto il reclamo ed entro 14 giorni ti diamo una risposta nel merito. Trovi maggiori informazioni nella pagina [Servizio clienti](/pages/service).',
        'Se non troviamo insieme una soluzione, puoi sottoporre la controversia al giudice competente.',
      ],
    },
    {
      id: 'wijzigingen',
      heading: '12. Modifiche e legge applicabile',
      blocks: [
        'Possiamo modificare questi termini. Annunciamo le modifiche importanti almeno 30 giorni prima, via email o sul sito. In cima a questa pagina trovi la data della versione attualmente in vigore.',
        'Questi termini sono regolati dal diritto olandese. Se vivi in un altro paese dell’Unione europea, conservi la tutela delle norme inderogabili di quel paese.',
      ],
    },
  ],
};

export default terms;
