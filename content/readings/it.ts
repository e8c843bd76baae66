import type { ReadingGuides } from './types';

/** What each new reading is and how it is read, with the questions people ask about it. */
export const readingGuides: ReadingGuides = {
  yesNo: {
    body: [
      { type: 'h2', text: 'Come funzionano i tarocchi sì o no' },
      {
        type: 'p',
        text: 'È la domanda più antica che si porta al tavolo di una cartomante: andrà bene o no? Scrivi una domanda chiusa, a cui si possa rispondere con un sì o con un no, e pesca una carta tra i ventidue arcani maggiori, o nel mazzo completo di 78 se lo scegli. La carta non decide al posto tuo, ma ti dà un orientamento, come un semaforo: verde, giallo o rosso. Se vuoi capire anche il perché della risposta, scegli la versione a tre carte.',
      },
      { type: 'h2', text: 'Quali carte dicono sì e quali no' },
      { type: 'p', text: 'Ogni arcano ha una sua inclinazione, e su questo sito la leggiamo così.' },
      {
        type: 'ul',
        items: [
          'Propendono per il sì le carte luminose: il Mago, l’Imperatrice, gli Amanti, il Carro, la Forza, la Ruota della Fortuna, la Temperanza, la Stella, il Sole e il Mondo. Il Sole è il sì più limpido del mazzo, il Mondo quello di una cosa che arriva a compimento.',
          'Dicono no, o non ancora, le carte d’ombra: l’Appeso, la Morte, il Diavolo, la Torre e la Luna. Di rado sono un no definitivo; più spesso chiedono tempo, chiarezza o un cambiamento. L’Appeso, per esempio, è un «aspetta» più che un «mai».',
          'Lasciano la risposta in sospeso le carte miste: il Matto, la Papessa, l’Imperatore, il Papa, l’Eremita, la Giustizia e il Giudizio. Qui la risposta è «dipende», e di solito dipende da te.',
        ],
      },
      {
        type: 'p',
        text: 'Con il mazzo completo anche gli arcani minori si dividono allo stesso modo: la maggior parte delle Coppe, dei Denari e dei Bastoni propende per il sì, mentre le Spade più dure, come il Tre, il Nove e il Dieci di Spade, dicono no o non ancora. Se lasci che le carte escano rovesciate, una carta capovolta di solito perde un po’ della sua luce: una carta luminosa passa al «dipende» e una mista tende al no. Alcune carte dure fanno il contrario: rovesciati, la Torre, la Luna, il Diavolo e l’Appeso allentano la presa e lasciano la risposta aperta. Nella pagina di ogni carta trovi come tende, dritta e rovesciata.',
      },
      {
        type: 'p',
        text: 'Nella stesa a tre carte la prima mostra come stanno le cose, la seconda ciò che si mette in mezzo, la terza dove porta la strada. Per il verdetto conta soprattutto la carta dell’esito, poi quella del presente. Una carta scura nella posizione dell’ostacolo non cancella un sì, ma lo accompagna con una condizione: se esce la Torre in mezzo e il Sole in fondo, la risposta è sì, a patto di affrontare prima quello che la Torre mette in luce.',
      },
      { type: 'h2', text: 'Come fare una buona domanda' },
      { type: 'p', text: 'Una domanda chiara ottiene una risposta chiara. Qualche consiglio prima di pescare.' },
      {
        type: 'ul',
        items: [
          'Chiedi una cosa sola alla volta. «Accetto l’offerta di lavoro?» funziona meglio di «Cambio lavoro e città?».',
          'Metti al centro ciò che puoi fare tu. «Mi conviene fare io il primo passo?» lascia più spazio alle carte di «Mi scriverà?».',
          'Se il tempo conta, dillo: «entro l’estate», «quest’anno».',
          'Per la salute, le questioni legali e le grandi decisioni economiche servono un medico, un avvocato o un consulente: le carte possono aiutarti a riflettere, non sostituirli.',
        ],
      },
    ],
    faq: [
      {
        id: 'how-it-answers',
        question: 'Come fa una carta a rispondere sì o no?',
        answer: [
          'Ogni carta porta con sé un’energia: alcune aprono, altre chiudono, altre ancora mettono in attesa. Se lasci uscire anche le carte rovesciate, una carta capovolta di solito scivola di un passo verso l’ombra, mentre alcune carte dure, come la Torre, si addolciscono. Quando peschi una carta pensando alla tua domanda, quella inclinazione diventa la risposta: sì, no (o non ancora), oppure dipende.',
          'Non è una sentenza. È un modo di guardare la domanda da un’angolatura nuova: se la risposta ti sorprende, chiediti perché, e che cosa avresti voluto sentirti dire. Spesso è lì che si nasconde la risposta più utile.',
        ],
      },
      {
        id: 'which-cards-say-yes',
        question: 'Quali carte dei tarocchi dicono sì?',
        answer: [
          'Le carte luminose: il Mago, l’Imperatrice, gli Amanti, il Carro, la Forza, la Ruota della Fortuna, la Temperanza, la Stella, il Sole e il Mondo. Il Sole e il Mondo sono i sì più pieni, la Temperanza un sì che chiede pazienza, la Ruota un sì legato al momento giusto.',
          'L’Appeso, la Morte, il Diavolo, la Torre e la Luna dicono no o non ancora; il Matto, la Papessa, l’Imperatore, il Papa, l’Eremita, la Giustizia e il Giudizio lasciano la risposta aperta.',
        ],
      },
      {
        id: 'one-or-three',
        question: 'Meglio una carta o tre carte?',
        answer: [
          'Una carta è perfetta per le domande semplici e per quando ti serve una risposta rapida. Tre carte sono meglio quando la questione è intrecciata, o quando vuoi sapere non solo se, ma anche come: la carta centrale ti mostra l’ostacolo da superare, e un sì con una condizione è spesso più prezioso di un sì secco.',
        ],
      },
      {
        id: 'ask-again',
        question: 'Posso rifare la stessa domanda se la risposta non mi piace?',
        answer: [
          'Puoi, ma ti conviene aspettare. Ripetere la domanda finché non esce il sì che speri significa smettere di ascoltare, sia le carte sia la tua voce interiore. Meglio lasciar passare qualche giorno, o aspettare che cambi qualcosa di concreto, e poi chiedere di nuovo.',
          'Se senti il bisogno di rifarla subito, prova piuttosto a cambiare la domanda: invece di «Succederà?», chiedi «Che cosa posso fare perché succeda?».',
        ],
      },
    ],
  },
  dayCard: {
    body: [
      { type: 'h2', text: 'Che cos’è la carta del giorno' },
      {
        type: 'p',
        text: 'Una carta, ogni giorno, pescata tra i ventidue arcani maggiori o, se lo scegli, nel mazzo completo. È il rito più semplice dei tarocchi: al mattino con il caffè, o in una pausa, ti fermi un momento, scegli una carta e le chiedi che cosa ti serve sapere per la giornata. Non c’è bisogno di scrivere una domanda. La carta resta la stessa fino a mezzanotte, secondo l’ora del tuo dispositivo: se ricarichi la pagina ritrovi la stessa carta e la stessa lettura, conservate anche in «Le mie letture».',
      },
      { type: 'h2', text: 'Come leggere la carta di oggi' },
      {
        type: 'p',
        text: 'La carta del giorno non racconta che cosa succederà ora per ora. Descrive il tono della giornata e l’atteggiamento che ti sarà più utile. Qualche esempio:',
      },
      {
        type: 'ul',
        items: [
          'Il Carro: una giornata da prendere in mano, buona per portare avanti ciò che hai rimandato.',
          'L’Eremita: meglio meno impegni e più silenzio. Una risposta arriva se ti fermi ad ascoltare.',
          'La Torre: qualcosa potrebbe non andare come previsto. Non è una sciagura, ma l’occasione per lasciar cadere ciò che non regge più.',
          'La Stella: una giornata di fiducia e di piccoli segni, adatta a ricominciare a credere in un progetto.',
          'La Temperanza: niente eccessi, né nel lavoro né nelle parole. La misura ti rende le cose più facili.',
        ],
      },
      {
        type: 'p',
        text: 'Le carte d’ombra, come la Luna o il Diavolo, non annunciano una brutta giornata. Indicano dove fare attenzione: una confusione da non assecondare, un’abitudine che ti lega più del dovuto, una paura che si fa più grande di quello che è.',
      },
      { type: 'h2', text: 'Un piccolo rito quotidiano' },
      {
        type: 'p',
        text: 'Il valore della carta del giorno sta nella ripetizione. Leggila al mattino, tienila in un angolo della mente durante la giornata, e la sera chiediti dove l’hai incontrata: in una conversazione, in una scelta, in uno stato d’animo. Molti annotano ogni giorno la carta uscita su un quaderno. Dopo qualche settimana si vedono i ritorni, le carte che insistono, i periodi che cambiano colore, e si impara a conoscere gli arcani meglio che su qualsiasi manuale.',
      },
    ],
    faq: [
      {
        id: 'why-one-a-day',
        question: 'Perché si pesca una sola carta al giorno?',
        answer: [
          'Perché una carta sola si ricorda. Una stesa lunga va studiata; una carta del giorno si porta con sé, come una parola d’ordine. E perché il senso del rito sta nell’accettare la carta che è uscita, anche quando non è quella che avresti scelto.',
        ],
      },
      {
        id: 'same-card',
        question: 'Perché se ricarico la pagina esce la stessa carta?',
        answer: [
          'La carta di oggi viene conservata nel tuo browser fino a mezzanotte, ora locale: se ricarichi o torni più tardi ritrovi la stessa carta e la stessa lettura. Dopo mezzanotte puoi pescarne una nuova.',
          'È una scelta voluta. Pescare di nuovo finché non esce una carta che piace toglierebbe al gesto tutto il suo significato.',
        ],
      },
      {
        id: 'how-to-use',
        question: 'Come si usa la carta del giorno?',
        answer: [
          'Leggi la carta e la sua lettura, poi scegli una sola cosa da tenere a mente: una parola, un’immagine, un consiglio. Durante la giornata lascia che ti venga incontro. La sera, ripensaci per un minuto: dove si è fatta vedere? Che cosa ti ha fatto notare?',
          'Non è un oroscopo da subire. Se esce una carta impegnativa, prendila come un promemoria gentile, non come un cattivo presagio.',
        ],
      },
      {
        id: 'keep-it',
        question: 'Dove ritrovo le carte dei giorni passati?',
        answer: [
          'In «Le mie letture», se lasci attiva l’opzione per conservarle. Restano solo in questo browser, sul tuo dispositivo: nessuno le vede oltre a te. Se cancelli i dati del browser o cambi dispositivo non le ritrovi, a meno di averle esportate prima; l’esportazione ti permette di salvarle in un file e di reimportarle quando vuoi.',
        ],
      },
    ],
  },
  thinking: {
    body: [
      { type: 'h2', text: 'Una stesa per chi ti occupa i pensieri' },
      {
        type: 'p',
        text: '«Cosa pensa di me?» è forse la domanda che le cartomanti si sentono fare più spesso. Può riguardare un amore appena nato, una storia complicata, una cotta, ma anche un’amica, un collega o un familiare con cui qualcosa si è incrinato. Questa stesa a quattro carte guarda a quella persona senza forzarla: non legge nella sua mente, ma ti offre uno specchio per capire meglio il legame e il posto che occupi nella sua vita.',
      },
      { type: 'h2', text: 'Le quattro posizioni' },
      {
        type: 'ol',
        items: [
          'Cosa pensa di te: l’idea che questa persona si è fatta di te, l’immagine che ha in mente quando ti pensa.',
          'Cosa prova e non dice: ciò che resta sotto la superficie, emozioni trattenute, timori, desideri non confessati.',
          'Cosa intende fare: la direzione in cui si sta muovendo, verso di te o altrove. È un’intenzione, non una promessa.',
          'Il consiglio per te: l’unica carta che parla di te, e di come comportarti qualunque cosa abbiano detto le altre tre.',
        ],
      },
      {
        type: 'p',
        text: 'Qualche esempio. Il Sole in prima posizione racconta un’immagine calda e sincera di te; la Luna in seconda può indicare sentimenti confusi o la paura di esporsi; l’Eremita in terza parla di una persona che ha bisogno di tempo e di distanza prima di fare un passo. Come consiglio, il Carro ti invita a prendere l’iniziativa, la Temperanza a procedere con calma, la Papessa a fidarti di ciò che senti senza pretendere subito delle parole.',
      },
      { type: 'h2', text: 'Come fare la domanda giusta' },
      {
        type: 'p',
        text: 'Mentre scegli le carte tieni in mente una persona sola, il suo nome o il suo viso. Le domande aperte funzionano meglio di quelle chiuse: «Cosa prova per me?» lascia parlare le carte più di «Mi ama?». Se vuoi una risposta secca, c’è la stesa dei tarocchi sì o no; qui conta il quadro intero.',
      },
      {
        type: 'p',
        text: 'Ricorda anche che l’altra persona ha la sua libertà: la stesa ti aiuta a capire, non a controllare. Se ti accorgi di rifarla ogni giorno, forse la domanda vera riguarda te, e la quarta carta è il punto giusto da cui ripartire.',
      },
    ],
    faq: [
      {
        id: 'whose-thoughts',
        question: 'Posso chiedere di chiunque, non solo di un amore?',
        answer: [
          'Sì. La stesa nasce per le domande d’amore, ma funziona per qualsiasi persona importante per te: un’amica, un fratello, un collega, un genitore con cui i rapporti si sono fatti difficili. Basta tenere in mente una persona sola mentre scegli le carte.',
          'Vale sempre la stessa regola: una lettura serve a capire meglio un legame, non a spiare o a decidere per qualcun altro.',
        ],
      },
      {
        id: 'how-accurate',
        question: 'Le carte possono dirmi davvero cosa pensa una persona?',
        answer: [
          'Nessuno può leggere nella mente di un altro, e le carte non fanno eccezione. Quello che offrono è un’immagine simbolica da confrontare con ciò che già sai e senti: spesso mettono in parole un’intuizione che avevi e non osavi guardare.',
          'Prendi la lettura come un’ipotesi, non come una certezza. Il modo più sicuro per sapere che cosa pensa qualcuno resta chiederlo, quando se ne può parlare con serenità.',
        ],
      },
      {
        id: 'what-to-ask',
        question: 'Che cosa posso chiedere in questa stesa?',
        answer: [
          'Le domande che nascono dal dubbio su un’altra persona: «Cosa pensa di me?», «Prova qualcosa per me?», «Perché si è allontanata da me questa persona?», «Cosa vuole da questo rapporto?». Funziona bene anche senza domanda, pensando semplicemente a quella persona mentre scegli.',
          'Evita di chiedere di persone che non conosci affatto: le carte leggono un legame, e dove non c’è legame hanno poco da dire.',
        ],
      },
      {
        id: 'feelings-change',
        question: 'E se i suoi sentimenti cambiano?',
        answer: [
          'È probabile che cambino: i sentimenti si muovono, e una lettura fotografa il momento in cui la fai. Per questo non ha senso ripeterla ogni giorno. Lascia passare qualche settimana, o aspetta che succeda qualcosa di concreto, un incontro, una conversazione, un silenzio che si rompe, e poi guarda di nuovo.',
        ],
      },
    ],
  },
  comeBack: {
    body: [
      { type: 'h2', text: 'Tornerà? Una stesa per quando una storia finisce' },
      {
        type: 'p',
        text: 'Dopo una separazione la domanda arriva sempre, spesso di notte: tornerà da me? Questa stesa a quattro carte non promette ritorni e non li esclude in partenza. Guarda con delicatezza a ciò che è stato, a ciò che l’altra persona prova adesso e a ciò che è ancora possibile, e si chiude con un consiglio tutto per te. A volte la risposta è una porta socchiusa; altre volte è il permesso di lasciar andare.',
      },
      { type: 'h2', text: 'Le quattro carte' },
      {
        type: 'ol',
        items: [
          'Cosa ha chiuso la storia: il nodo da cui è partita la fine, che sia una distanza, una ferita o un cambiamento che uno dei due non poteva più rimandare.',
          'Cosa prova ora: lo stato d’animo dell’ex in questo momento, che può essere nostalgia, sollievo, confusione o tutte queste cose insieme.',
          'Cosa è possibile: non un destino, ma la direzione in cui le cose tendono oggi. Un riavvicinamento, un chiarimento, un’amicizia, oppure una distanza necessaria.',
          'Il consiglio per te: come prenderti cura di te, qualunque cosa decida l’altra persona.',
        ],
      },
      {
        type: 'p',
        text: 'Qualche esempio. La Torre in prima posizione dice che la rottura è stata improvvisa, o che qualcosa non reggeva da tempo. La Luna in seconda descrive sentimenti confusi, più nostalgia che decisione. Il Giudizio o la Stella in terza lasciano spazio a un nuovo inizio, magari diverso da quello che immagini; la Morte, nella stessa posizione, non è una condanna, ma dice che un capitolo si è chiuso davvero e che ne sta cominciando un altro, forse senza questa persona.',
      },
      { type: 'h2', text: 'Con rispetto, per te e per l’altra persona' },
      {
        type: 'p',
        text: 'Qualunque cosa mostrino le carte, un ritorno dipende dalla libertà di due persone. Nessuna stesa può convincere qualcuno a tornare, e nessuna carta è un buon motivo per insistere, scrivere a ripetizione o presentarsi sotto casa. Usa questa lettura per capire che cosa senti e che cosa desideri davvero, e chiediti se quel ritorno ti farebbe bene.',
      },
      {
        type: 'p',
        text: 'Se la fine di questa storia ti pesa molto, o se nella relazione c’erano paura e controllo, parlarne con una persona di fiducia o con un professionista è il passo più importante, più di qualsiasi lettura.',
      },
    ],
    faq: [
      {
        id: 'will-they-return',
        question: 'Le carte possono dirmi se tornerà?',
        answer: [
          'Non con certezza, e diffida di chi te lo garantisce. Le carte mostrano come stanno le cose oggi e verso dove tendono: un’apertura, un’incertezza, una chiusura. Ma l’altra persona resta libera di scegliere, e le scelte possono cambiare.',
          'Quello che la lettura può darti è più chiarezza su di te: che cosa provi, che cosa speri, e se quel ritorno è davvero ciò di cui hai bisogno.',
        ],
      },
      {
        id: 'painful-cards',
        question: 'Cosa significa se escono la Torre o la Morte?',
        answer: [
          'Non sono presagi di sventura. In una lettura sull’ex, la Torre parla spesso di una rottura brusca o di qualcosa che andava ricostruito da capo; la Morte di una fine vera, che prepara un nuovo inizio. Il Diavolo può indicare un legame che trattiene più di quanto faccia bene.',
          'Sono carte che chiedono di guardare la verità con coraggio. Fanno male, a volte, ma spesso liberano.',
        ],
      },
      {
        id: 'how-often',
        question: 'Ogni quanto posso rifare questa lettura?',
        answer: [
          'Non più di una volta al mese, o quando cambia qualcosa di concreto: un messaggio, un incontro, una decisione tua. Rifarla ogni giorno tiene aperta la ferita e ti lega all’attesa, mentre le carte, di giorno in giorno, hanno poco di nuovo da dire.',
        ],
      },
      {
        id: 'letting-go',
        question: 'Come capire se è il momento di lasciar andare?',
        answer: [
          'Quando aspettare ti toglie più di quanto ti dia. Se la tua vita è ferma in attesa di un messaggio, se il legame ti faceva stare male, se le carte tornano a mostrarti chiusure, forse la domanda da farti non è più «tornerà?», ma «di che cosa ho bisogno io?».',
          'Lasciar andare non vuol dire dimenticare né smettere di voler bene. Vuol dire riprendersi il proprio tempo. Se fai fatica, farti aiutare da qualcuno di fiducia o da un professionista è un gesto di cura verso di te, non una sconfitta.',
        ],
      },
    ],
  },
  cross: {
    body: [
      { type: 'h2', text: 'La croce celtica, la stesa più completa' },
      {
        type: 'p',
        text: 'La croce celtica è probabilmente la stesa più famosa al mondo. La rese popolare Arthur Edward Waite in The Pictorial Key to the Tarot, il libro del 1910 che accompagnava il mazzo Rider-Waite, e da allora è la stesa di riferimento per le domande complesse. Le dieci carte si dispongono in due parti: una croce di sei carte e, alla sua destra, un bastone di quattro carte in colonna.',
      },
      { type: 'h2', text: 'Come si dispongono e si leggono le dieci carte' },
      {
        type: 'p',
        text: 'Al centro c’è il cuore della questione (1). La seconda carta, tradizionalmente posata di traverso sulla prima, è l’ostacolo che incrocia la situazione: qui la trovi appena sotto, perché resti leggibile. Intorno si completa la croce. In basso ci sono le radici, il passato lontano su cui tutto poggia (3); a sinistra il passato recente (4); in alto la corona, il meglio che può realizzarsi (5); a destra il futuro vicino (6).',
      },
      {
        type: 'p',
        text: 'Il bastone si legge dal basso verso l’alto: tu e il tuo atteggiamento (7), le persone intorno a te (8), speranze e paure (9), che spesso sono la stessa cosa vista da due lati, e infine l’esito (10). Conviene leggere prima la croce, che racconta la situazione, poi il bastone, che racconta come la vivi e dove porta. Il dialogo tra le carte conta più della singola carta: il Sole come esito dopo la Torre nel passato recente racconta una ricostruzione, mentre il Diavolo tra speranze e paure indica più spesso il timore di ricadere in un vecchio schema che un pericolo reale.',
      },
      { type: 'h2', text: 'La stesa a croce della tradizione italiana' },
      {
        type: 'p',
        text: 'Chi è cresciuto con le carte in casa conosce un’altra croce, più semplice: la stesa a croce a cinque carte, una delle più usate nella cartomanzia italiana, e non solo. Si dispone così:',
      },
      {
        type: 'ul',
        items: [
          'al centro, la situazione;',
          'a sinistra, ciò che è a favore;',
          'a destra, ciò che è contro;',
          'in alto, il consiglio;',
          'in basso, l’esito.',
        ],
      },
      {
        type: 'p',
        text: 'È più agile della croce celtica e dà risposte più nette. Si legge partendo dal centro, poi si mettono a confronto le due carte laterali, come su una bilancia, e solo alla fine si guardano il consiglio e l’esito.',
      },
    ],
    faq: [
      {
        id: 'celtic-order',
        question: 'In che ordine si leggono le carte della croce celtica?',
        answer: [
          'Nell’ordine in cui si dispongono: prima il cuore della questione e la carta che lo attraversa, poi le radici, il passato recente, la corona e il futuro vicino, che chiudono la croce. Poi il bastone, dal basso verso l’alto: tu, chi ti sta intorno, speranze e paure, l’esito.',
          'Dopo la prima lettura, carta per carta, vale la pena guardare l’insieme: quante carte luminose e quante d’ombra, quali posizioni si rispondono (per esempio la corona e l’esito), e dove si concentra la tensione.',
        ],
      },
      {
        id: 'five-card-cross',
        question: 'Che cos’è la stesa a croce a cinque carte?',
        answer: [
          'È una stesa classica della cartomanzia italiana: una carta al centro per la situazione, una a sinistra per ciò che è a favore, una a destra per ciò che è contro, una in alto per il consiglio e una in basso per l’esito.',
          'La sua forza è la semplicità: mette sulla bilancia ciò che aiuta e ciò che frena, e ti dice come muoverti. Molte cartomanti la usano ancora oggi come prima stesa per qualsiasi domanda.',
        ],
      },
      {
        id: 'which-to-choose',
        question: 'Meglio la croce celtica o la stesa a croce?',
        answer: [
          'La croce celtica è adatta alle situazioni intricate, in cui entrano in gioco il passato, le persone intorno a te e le tue paure: ti dà un quadro ampio, ma chiede tempo e attenzione per essere letta. La stesa a croce è ideale per una domanda precisa, quando vuoi capire i pro e i contro e ricevere un consiglio chiaro.',
          'Nel dubbio, comincia dalla stesa a croce. Se la risposta apre altre domande, la croce celtica ti aiuterà ad andare più a fondo.',
        ],
      },
      {
        id: 'how-long',
        question: 'Quanto tempo copre una croce celtica?',
        answer: [
          'Non c’è una regola fissa. Di solito si considera un orizzonte di qualche mese, il tempo in cui una situazione si sviluppa e arriva a un punto di svolta. Se ti interessa un periodo preciso, indicalo nella domanda: «nei prossimi tre mesi», «entro la fine dell’anno».',
          'Ricorda che l’esito descrive la direzione delle cose oggi, non un destino scritto: se cambi atteggiamento, può cambiare anche la strada.',
        ],
      },
    ],
  },
};
