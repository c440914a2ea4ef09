import type { StaticPageContent } from '../types';

const ban: StaticPageContent = {
  title: 'Regole sui ban',
  lead: 'Su {name} tutti devono sentirsi al sicuro e benvenuti. Per questo ci sono delle regole della casa. Qui trovi cosa non è consentito, cosa facciamo quando qualcuno infrange le regole e come presentare opposizione.',
  sections: [
    {
      id: 'wat-niet-mag',
      heading: 'Per cosa banniamo un account',
      blocks: [
        [
          '**Minore età**: hai meno di {min_age} anni, oppure ti spacci per una persona più giovane.',
          '**Un’identità falsa**: usi il nome o le foto di un’altra persona, oppure crei più account.',
          '**Molestie e minacce**: continui a scrivere a qualcuno che chiaramente non vuole contatti, oppure insulti, minacci o ricatti.',
          '**Odio e discriminazione**: insulti o minacci qualcuno per la sua origine, religione, genere, orientamento sessuale, disabilità o età.',
          '**Immagini senza consenso**: condividi immagini di nudo o altre immagini private di una persona che non ha dato il suo consenso.',
          '**Denaro e sesso**: chiedi o offri denaro, regali o altre forme di pagamento in cambio di sesso, oppure offri servizi di escort o altri servizi a pagamento.',
          '**Truffe**: chiedi ad altri membri denaro, coordinate bancarie o dati di accesso, oppure li attiri su un altro sito.',
          '**Pubblicità e spam**: fai pubblicità, invii in massa lo stesso messaggio o pubblichi link ad altri servizi.',
          '**Dati personali altrui**: condividi indirizzi, numeri di telefono o altri dati di un’altra persona senza il suo consenso.',
          '**Uso improprio del sito**: cerchi di aggirare le misure di sicurezza, di prendere il controllo dell’account di qualcun altro o di disturbare il funzionamento del sito, oppure fai stornare un pagamento senza averne diritto.',
          '**Contenuti illegali**: tutto ciò che nei Paesi Bassi costituisce reato. Segnaliamo sempre alla polizia le immagini sessuali di minori.',
        ],
      ],
    },
    {
      id: 'wat-we-doen',
      heading: 'Cosa facciamo',
      blocks: [
        'Per una violazione lieve ricevi prima un avvertimento e rimuoviamo il contenuto non consentito. Per una violazione grave o ripetuta banniamo subito il tuo account. Un membro bannato non può più accedere e non è più visibile a nessuno. Chi aggira un ban con un nuovo account viene bannato di nuovo.',
        'Ti comunichiamo sempre via email quale misura abbiamo preso e perché: di quale regola si tratta e quale contenuto o comportamento è in questione.',
        'Se avevi ancora crediti acquistati e non usati, te li rimborsiamo, a meno che il ban non sia dovuto a una truffa o a una frode.',
      ],
    },
    {
      id: 'melden',
      heading: 'Segnalare qualcuno',
      blocks: [
        'Un altro membro non rispetta le regole? Bloccalo: da quel momento non vi vedete più da nessuna parte. Scrivici inoltre a {support_email} indicando il nome del profilo e cosa è successo, così possiamo intervenire. Se qualcuno è in pericolo immediato, chiama il 112.',
      ],
    },
    {
      id: 'bezwaar',
      heading: 'Presentare opposizione',
      blocks: [
        'Se non sei d’accordo con un avvertimento o un ban, scrivi entro 14 giorni a {support_email} e spiega perché. La tua opposizione viene riesaminata da una persona del nostro staff diversa da quella che ha preso la decisione. Entro 14 giorni ti comunichiamo cosa abbiamo deciso.',
      ],
    },
  ],
};

export default ban;
