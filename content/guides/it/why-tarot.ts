import type { Block } from '../../../lib/blocks';

/** The body of the page 'Why You Should Do Tarot' (Italian): what tarot is, its benefits, its limits and how to begin. */
export const whyTarot: Block[] = [
  { type: 'h2', text: 'Che cosa sono i tarocchi, e che cosa non sono' },
  {
    type: 'p',
    text: 'I tarocchi sono un mazzo di carte illustrate, e ogni carta porta con sé un fascio di significati che generazioni di cartomanti hanno affinato nel tempo. Quando peschi una carta pensando a una domanda, le sue figure e i suoi simboli ti danno un appiglio per ragionare. Una carta che parla di fine ti fa notare che cosa potresti lasciar andare; una carta che parla di coraggio ti chiede in che cosa ti stai frenando. Le carte non parlano al posto tuo: ti aiutano ad ascoltarti.',
  },
  {
    type: 'p',
    text: 'Per questo preferiamo considerare i tarocchi uno specchio più che un oracolo. Una lettura non stabilisce il tuo destino, non svela un futuro già scritto e non decide nulla per te. Ti mette davanti un’immagine, ti invita a riconoscerci un pezzo della tua vita e lascia le scelte dove devono stare: nelle tue mani. Se una carta sembra dirti qualcosa che non ti piace, non è una condanna da scontare ma un invito a guardare meglio.',
  },
  {
    type: 'p',
    text: 'Del resto, in Italia i tarocchi hanno cominciato la loro storia come gioco. Nelle corti del Quattrocento, a Milano come a Ferrara, si giocava con carte dipinte a mano chiamate «trionfi», e l’idea di usarle per interrogare il futuro è arrivata secoli dopo, nel Settecento, tra Bologna e la Francia. Le immagini sono rimaste più o meno quelle; è cambiato l’uso che ne facciamo. Se la storia ti incuriosisce, la trovi raccontata per esteso negli approfondimenti sui tarocchi.',
  },
  {
    type: 'quote',
    text: 'Una carta non dà risposte: ti restituisce la domanda, più nitida di prima.',
  },
  { type: 'h2', text: 'Che cosa può darti una lettura' },
  {
    type: 'p',
    text: 'Ai tarocchi ci si avvicina per tanti motivi: curiosità, una settimana storta, una decisione che non fa dormire, o semplicemente il piacere di una tradizione antica e bella da guardare. Qualunque sia il tuo, questi sono i benefici che chi legge le carte ritrova più spesso.',
  },
  {
    type: 'ul',
    items: [
      'Riflettere su di sé. Una carta dà ai pensieri un punto di partenza e ti fa guardare la tua situazione da un’angolatura che di tua iniziativa non avresti scelto.',
      'Chiarezza prima di decidere. Mettere in fila il passato, il presente e ciò che potrebbe venire aiuta a distinguere quello che temi da quello che sai davvero.',
      'Parole per ciò che senti. Gli arcani maggiori, come la Torre, la Stella o l’Eremita, danno un nome a esperienze difficili da descrivere: uno sconvolgimento improvviso, una speranza silenziosa, il bisogno di ritirarsi per un po’.',
      'Un piccolo rito di pausa. Mescolare, scegliere e leggere richiede qualche minuto senza fretta, lontano dalle notifiche: uno spazio breve in cui l’attenzione torna a te.',
      'Creatività. Scrittori, illustratori e autori di giochi usano le carte per far nascere storie e personaggi, perché ogni figura suggerisce una scena e ogni stesa una trama. Italo Calvino ci ha costruito un intero libro, Il castello dei destini incrociati, partendo proprio dai tarocchi dei Visconti.',
    ],
  },
  {
    type: 'p',
    text: 'Nessuno di questi benefici richiede di credere che le carte abbiano poteri soprannaturali. Che tu veda i tarocchi come una pratica spirituale, uno strumento psicologico o un modo di raccontare storie, il loro valore nasce dall’attenzione che ci metti.',
  },
  { type: 'h2', text: 'Come trarre il meglio da una lettura' },
  {
    type: 'p',
    text: 'Una lettura vale quanto la conversazione che riesce ad aprire. Bastano poche abitudini per fare la differenza tra cinque minuti piacevoli e un’intuizione che ricorderai ancora fra un mese.',
  },
  {
    type: 'ol',
    items: [
      'Fai una domanda aperta. «Mi richiamerà?» lascia alle carte pochissimo spazio; «Che cosa devo capire di questa relazione?» apre molte più strade. Le domande che cominciano con «che cosa» o «come» di solito funzionano meglio di quelle a cui si risponde con un sì o con un no.',
      'Ascolta la prima impressione. Prima di leggere l’interpretazione, guarda la figura e nota che cosa ti smuove. Quel primo moto di riconoscimento, o di fastidio, è spesso la parte più sincera della lettura.',
      'Scrivi. Tieni un quaderno con la data, la domanda, le carte uscite e qualche riga su ciò che ti hanno detto. Nel giro di poche settimane emergono ricorrenze che in una lettura isolata non vedresti mai.',
      'Rileggi a distanza di tempo. Riprendi gli appunti dopo l’evento che ti preoccupava, oppure a fine mese. Scoprirai come tendi a interpretare le cose, e le letture successive diventeranno più ricche.',
      'Fai un piccolo passo. Scegli una cosa concreta che la lettura ti suggerisce (una telefonata, una giornata di riposo, la prima bozza di un progetto) e mettila in pratica. La riflessione vale davvero quando cambia, anche di poco, il modo in cui vivi.',
    ],
  },
  { type: 'h2', text: 'Niente numeri a pagamento' },
  {
    type: 'p',
    text: 'In Italia la cartomanzia ha anche un volto televisivo che molti conoscono: le emittenti locali a tarda sera, il cartomante in studio, un numero in sovrimpressione che si paga a minuti. Non tutto in quel mondo è da buttare, e c’è chi fa questo mestiere con serietà e rispetto. Ma è giusto dire con chiarezza che qui funziona in un altro modo.',
  },
  {
    type: 'p',
    text: 'Su questo sito le letture sono gratuite e lo restano: nessun numero da chiamare, nessun abbonamento, nessun secondo consulto da comprare per sapere come va a finire. Non ci sono account, pubblicità, cookie o sistemi di tracciamento. E nessuno ti parlerà di malocchi da togliere o di fatture da sciogliere a pagamento: se qualcuno, da qualche parte, ti annuncia disgrazie sicure e si offre di allontanarle in cambio di denaro, la cosa più saggia è chiudere la conversazione.',
  },
  { type: 'h2', text: 'Limiti e responsabilità' },
  {
    type: 'p',
    text: 'Prendiamo i tarocchi abbastanza sul serio da essere onesti su ciò che non possono fare. Una lettura non sostituisce l’aiuto di un medico, di un avvocato, di un consulente finanziario o di uno psicologo. Se stai male, se hai un problema legale, se devi prendere un impegno economico importante o se attraversi un periodo difficile, parlane con un professionista o con una persona di fiducia. Le carte possono accompagnare quel percorso come uno spazio di riflessione, ma non devono mai prenderne il posto.',
  },
  {
    type: 'p',
    text: 'Se le parole di una domanda lasciano intuire un momento di crisi, il sito ti mostra i recapiti di chi può aiutarti subito: in Italia il 112 e Telefono Amico Italia, allo 02 2327 2327. Il controllo avviene nel tuo browser. Nessuno dovrebbe portare certi pesi in solitudine.',
  },
  {
    type: 'p',
    text: 'Vale anche la pena osservare come usi i tarocchi. Se ti ritrovi a pescare una carta dopo l’altra sulla stessa domanda, sperando in una risposta diversa, probabilmente il problema non sono le carte ma l’incertezza. In quel momento il regalo migliore che puoi farti è chiudere la lettura, respirare e tornare un altro giorno. I tarocchi funzionano meglio come compagni del tuo giudizio, non come sostituti.',
  },
  { type: 'h2', text: 'Come cominciare su questo sito' },
  {
    type: 'p',
    text: 'Qui tutto è gratuito e anonimo: non ci sono account da creare e non c’è niente da pagare. Le letture usano i 22 arcani maggiori, dal Matto al Mondo, la parte del mazzo che parla dei grandi temi di una vita, oppure il mazzo completo di 78 carte se lo scegli, e le carte si leggono dritte a meno che tu non lasci uscire anche quelle rovesciate.',
  },
  {
    type: 'ul',
    items: [
      'Scegli la lettura adatta al momento. Basta una carta per la risposta rapida o per la carta del giorno; «Mattina e sera» ne usa due, «Passato, presente e futuro» tre. Ci sono poi stese dedicate all’amore, al percorso professionale, all’ambiente di lavoro e ai viaggi.',
      'Scrivi la tua domanda, se vuoi. Il sito ne riconosce il tema, per esempio l’amore, il lavoro, la famiglia o una decisione, e interpreta le carte alla luce di quel tema. La domanda resta nella scheda del browser e arriva al server solo quando chiedi la lettura scritta; il server non la conserva e la domanda non compare mai in un indirizzo web.',
      'Scegli le carte dal ventaglio, fidandoti della mano più che della testa.',
      'Leggi l’interpretazione carta per carta e poi la lettura scritta. Se chi gestisce il sito ha attivato Gemini, l’intelligenza artificiale di Google, è Gemini a scriverla; altrimenti, o se l’IA non risponde, la scrive il sito stesso a partire dai significati tradizionali delle carte. La pagina ti dice sempre quale delle due strade è stata seguita, e in ogni caso ricevi una lettura completa.',
    ],
  },
  {
    type: 'p',
    text: 'Poi concediti un momento con quello che hai letto. Nota quale frase ti è rimasta addosso, scrivila se ti va e portala con te nella giornata. È quel piccolo lampo di riconoscimento, in fondo, la ragione per cui vale la pena consultare i tarocchi.',
  },
];
