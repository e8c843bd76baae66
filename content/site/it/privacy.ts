import type { Block } from '../../../lib/blocks';

/** The Privacy page (Italian): what stays in the visitor's browser, what reaches the server and Gemini, and what is never kept. */
export const privacy: Block[] = [
  { type: 'h2', text: 'In breve' },
  {
    type: 'ul',
    items: [
      'Non ci sono account, registrazioni né pagamenti: le letture sono anonime.',
      'Il sito non imposta cookie per chi lo visita e non usa strumenti di statistica, sistemi di tracciamento o pubblicità. Il suo unico cookie è per chi cura il blog e accede con la chiave di pubblicazione del server (vedi «Accedere per pubblicare»).',
      'Non carica script, caratteri o immagini da altri siti: tutto arriva dal sito stesso.',
      'La tua domanda non compare mai in un indirizzo web e il server non la conserva.',
    ],
  },

  { type: 'h2', text: 'Che cosa resta nel tuo browser' },
  {
    type: 'p',
    text: 'Alcune informazioni vengono salvate nel tuo browser, sul tuo dispositivo, perché il sito funzioni bene. Restano lì: il server non le riceve.',
  },
  {
    type: 'ul',
    items: [
      '«tarot.reading», nel sessionStorage: la lettura completa che stai guardando, cioè le carte, il tipo di stesa, la domanda e la lettura scritta con la sua fonte (l’intelligenza artificiale o i significati tradizionali delle carte). Serve a far sì che, se ricarichi la pagina, la lettura non venga chiesta di nuovo. Vale solo per quella scheda e sparisce quando la chiudi.',
      '«tarot.table», nel sessionStorage: l’ultima lettura disposta su una pagina di lettura (carte, tipo di stesa, domanda e lettura scritta), così che, se apri la pagina di una carta e torni indietro con il pulsante «indietro» del browser, ritrovi la stessa lettura. Vale solo per quella scheda e sparisce quando la chiudi.',
      '«blogArticles», nel localStorage: gli articoli del blog scritti da te, nell’editor del sito o pubblicati dai tuoi strumenti di automazione.',
      '«blogArticles.backup», nel localStorage: una copia del valore di «blogArticles», salvata solo se quel valore risulta illeggibile, prima che venga sovrascritto.',
      '«blogArticles.moved», nel localStorage: i vecchi indirizzi degli articoli di cui hai cambiato l’indirizzo modificandoli, con quello nuovo, così il vecchio porta al nuovo.',
      '«blogDraft», nel localStorage: l’articolo che stai scrivendo o modificando nell’editor del blog, conservato mentre scrivi perché un ricaricamento o un arresto improvviso non faccia perdere nulla; viene rimosso quando lo salvi o lo scarti. «blogDraft.backup» conserva una copia di una bozza illeggibile prima di sovrascriverla.',
      '«blogApiKey», nel localStorage: la chiave del tuo indirizzo di pubblicazione (/api/blog/publish?apiKey=…), che i tuoi strumenti di automazione usano per pubblicare o eliminare articoli in questo browser.',
      '«tarot.journal», nel localStorage: le letture conservate, quelle che trovi nella pagina «Le mie letture». Per ognuna: la data, la lingua, il tipo di stesa, le carte, la domanda (se l’hai fatta) e la lettura scritta con la sua fonte (l’intelligenza artificiale o i significati tradizionali delle carte).',
      '«tarot.journal.backup», nel localStorage: una copia del valore di «tarot.journal», salvata solo se quel valore risulta illeggibile, prima che venga sovrascritto.',
      '«tarot.journal.keep», nel localStorage: contiene «off» quando disattivi la conservazione delle letture nella pagina «Le mie letture», e viene rimosso quando la riattivi.',
      '«tarot.day», nel localStorage: la tua carta del giorno, la data in cui l’hai pescata e la lettura del giorno in ogni lingua in cui l’hai letta, così che, se torni nello stesso giorno, ritrovi la stessa carta. La carta di un giorno precedente viene sostituita quando ne peschi una nuova.',
      '«tarot.day.unreadable», nel localStorage: una copia del valore di «tarot.day», salvata solo se quel valore risulta illeggibile, prima che venga sovrascritto da una nuova carta del giorno.',
      '«tarot.deck», nel localStorage: il mazzo con cui leggi (solo gli arcani maggiori o il mazzo completo) e se le carte possono uscire rovesciate. Viene salvato quando modifichi una delle due scelte, così la lettura successiva riparte con le stesse impostazioni.',
      '«tarot.deck.unreadable», nel localStorage: una copia del valore di «tarot.deck», salvata solo se quel valore risulta illeggibile, prima che la tua nuova scelta lo sovrascriva.',
    ],
  },
  {
    type: 'p',
    text: 'Gli articoli del tuo blog non escono dal browser: il server non li riceve, e per lo stesso motivo non li ritrovi su un altro dispositivo. Per cancellare il resto basta eliminare i dati di questo sito dalle impostazioni del browser; ricorda però che così spariscono anche i tuoi articoli e le letture conservate, quindi tieni una copia di ciò che ti sta a cuore (dalla pagina «Le mie letture» puoi esportare le letture in un file).',
  },

  { type: 'h2', text: 'Le mie letture' },
  {
    type: 'p',
    text: 'Quando una lettura scritta si conclude, il sito la conserva nel tuo browser (la data, la stesa, le carte, la tua domanda e la lettura vera e propria) perché tu possa rileggerla nella pagina «Le mie letture». Resta su questo dispositivo: il server non la riceve mai, e dal browser esce solo se sei tu a esportarla in un file. In quella pagina puoi disattivare la conservazione (da quel momento le nuove letture non vengono più salvate), eliminare una lettura o tutte, e importare un file che avevi esportato in precedenza.',
  },

  { type: 'h2', text: 'Condividere una lettura' },
  {
    type: 'p',
    text: 'Il pulsante «Condividi» crea un link a una pagina che mostra la tua stesa a chiunque lo apra: le carte, le loro posizioni, il tipo di stesa e la lingua, nient’altro. Nel link non c’è mai la tua domanda, e nemmeno la tua lettura scritta: la pagina condivisa interpreta le carte secondo i loro significati tradizionali, con le stesse parole per tutti. Anche l’immagine di anteprima, quella che le app di messaggistica mostrano accanto al link, la disegna il server partendo soltanto dalle carte. Finché non premi il pulsante, non viene condiviso nulla.',
  },

  { type: 'h2', text: 'Che cosa arriva al server' },
  {
    type: 'p',
    text: 'Il server riceve qualcosa solo quando chiedi una lettura scritta, compresa quella della piccola stesa «A cosa sta pensando?» dell’articolo sull’amore. In quel momento il tuo browser invia a /api/reading la domanda (se l’hai scritta), le carte, il tipo di stesa e la lingua. Il server prepara la risposta e poi non conserva nulla: la domanda, le carte e la lettura non vengono scritte in nessun registro né in nessun database.',
  },
  {
    type: 'p',
    text: 'Per evitare abusi c’è un limite di letture al minuto per ogni indirizzo IP. Il conteggio viene tenuto solo per poco tempo, nella memoria del server oppure nel database Redis di chi gestisce il sito, e non viene mai salvato insieme alla domanda.',
  },

  { type: 'h2', text: 'Accedere per pubblicare' },
  {
    type: 'p',
    text: 'Solo chi gestisce il sito, o chi riceve da loro la chiave di pubblicazione del server, accede dalla pagina delle impostazioni del blog per pubblicare articoli visibili a tutti. L’accesso imposta un solo cookie, «blogSession»: un codice firmato che contiene una scadenza e un numero casuale, mai la chiave. Il tuo browser lo invia solo a questo sito e solo dalle sue pagine, gli script della pagina non possono leggerlo, e scade dopo 12 ore, quando esci o quando la chiave cambia. Chi non accede non lo riceve mai.',
  },

  { type: 'h2', text: 'Quando entra in gioco Gemini' },
  {
    type: 'p',
    text: 'Se chi gestisce il sito ha configurato Gemini, l’intelligenza artificiale di Google, il server gli inoltra la domanda, il tema, le carte, le loro posizioni e i significati tradizionali, perché scriva la lettura. Google tratta questi dati secondo le condizioni d’uso dell’API di Gemini. Se Gemini non è configurato, a terzi non viene inviato nulla; se non risponde, è troppo lento o dà un errore, la lettura la scrive il sito da solo. La pagina ti indica sempre chi l’ha scritta.',
  },
  {
    type: 'p',
    text: 'Un consiglio pratico: nella domanda evita nomi e cognomi o dettagli che permetterebbero di riconoscere te o altre persone. Alle carte non servono.',
  },

  { type: 'h2', text: 'Indirizzi e link condivisi' },
  {
    type: 'p',
    text: 'La pagina della lettura completa ha un suo indirizzo, che contiene solo le carte e il tipo di stesa. La domanda non finisce mai in un indirizzo web, quindi non può comparire in un link che condividi né nella cronologia del browser.',
  },
  {
    type: 'p',
    text: 'Se una domanda lascia pensare a un momento di crisi, il sito mostra un avviso con i numeri di aiuto. Il controllo avviene nel tuo browser, non sul server.',
  },
];
