import type { Block } from '../../../lib/blocks';

/** The About page (Italian): what Cosmic Tarot is, how its readings work and the spirit in which it is offered. */
export const about: Block[] = [
  {
    type: 'p',
    text: 'Cosmic Tarot è un sito di letture gratuite dei tarocchi, in italiano, spagnolo e inglese. Non ci sono account da creare, abbonamenti, pubblicità o numeri da chiamare: apri la pagina, scegli le carte e leggi. Nessuno ti chiederà mai di pagare.',
  },

  { type: 'h2', text: 'Come funziona una lettura' },
  {
    type: 'p',
    text: 'Le letture usano i 22 arcani maggiori, dal Matto (0) al Mondo (XXI), a meno che prima di cominciare tu non scelga il mazzo completo di 78 carte; puoi anche lasciare che qualche carta esca rovesciata. Puoi scrivere una domanda oppure lasciar parlare le carte senza chiedere nulla. Se scrivi una domanda, il sito ne riconosce il tema (amore, lavoro, salute, denaro, famiglia, crescita personale, una decisione, un viaggio, la giornata); poi scegli le tue carte dal ventaglio. Per ogni carta ricevi il significato che ha per quel tema e in quella posizione, e poi una lettura scritta con una sintesi, un paragrafo per carta e un consiglio.',
  },
  {
    type: 'p',
    text: 'Nella pagina iniziale trovi la lettura rapida con una sola carta e la stesa a tre carte di passato, presente e futuro. Le pagine dedicate all’amore, alla giornata, al lavoro e ai viaggi hanno stese pensate per quelle domande, da una a cinque carte.',
  },

  { type: 'h2', text: 'Chi scrive la lettura' },
  {
    type: 'p',
    text: 'Se chi gestisce il sito ha configurato una chiave per Gemini, l’intelligenza artificiale di Google, è Gemini a scrivere la lettura: il server gli passa la domanda, il tema, le carte con le loro posizioni e i significati tradizionali, e la risposta arriva in meno di 300 parole. Se Gemini non è configurato, se non risponde in tempo o dà un errore, oppure se è già stato raggiunto il numero massimo di richieste previsto per quell’ora, la lettura la scrive il sito stesso, partendo dai significati tradizionali di ogni carta e nella tua lingua. La pagina ti dice sempre quale delle due strade è stata seguita.',
  },

  { type: 'h2', text: 'Lo spirito del sito' },
  {
    type: 'p',
    text: 'I tarocchi sono nati come gioco di carte nelle corti dell’Italia settentrionale del Quattrocento e solo molto più tardi sono diventati uno strumento di lettura. Qui li trattiamo come uno specchio: immagini che aiutano a riflettere su una domanda, non profezie. Una lettura non sostituisce il parere di un medico, di un avvocato, di un consulente finanziario o di uno psicologo, e le scelte restano sempre tue.',
  },
  {
    type: 'p',
    text: 'Tutto quello che vedi arriva dal sito stesso: niente cookie, niente strumenti di statistica, niente script, caratteri o immagini di terze parti. Nel blog trovi articoli scritti da noi e, se vuoi, puoi scriverne di tuoi: restano nel tuo browser. Che cosa esce dal tuo browser, e che cosa no, lo spiega nel dettaglio la pagina sulla privacy.',
  },
];
