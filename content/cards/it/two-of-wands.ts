import type { CardContent } from '../card-content';

/** The Two of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Un uomo vestito di rosso e d'arancio, con un cappello scarlatto, sta in piedi sugli spalti di un castello e guarda lontano, oltre una distesa di campi e di mare. Nel Rider-Waite-Smith tiene un piccolo mappamondo nella mano destra e un bastone nella sinistra, mentre un secondo bastone è fissato al muro, accanto a una croce decorata con rose rosse e gigli bianchi. Il suo sguardo non è inquieto ma pensoso, quello di chi possiede già molto e si domanda se basta. Nel modello marsigliese la carta mostra soltanto due lunghi bastoni incrociati, circondati da fiori e tralci stilizzati.",
    "I Bastoni appartengono al fuoco, l'elemento del desiderio, dell'iniziativa e della volontà che vuole lasciare un segno. Il mappamondo dice che questa volontà ha già conquistato qualcosa e ora misura il mondo: è il potere di chi possiede i mezzi ma non ha ancora deciso come usarli. Le rose e i gigli intrecciati uniscono passione e purezza d'intenti, mentre il bastone fissato al muro ricorda ciò che si è già costruito e che non si vuole perdere.",
    "Il due è il numero dell'equilibrio e della scelta. Dopo la scintilla dell'Asso, la forza si divide in due possibilità, restare o partire, consolidare o osare. La figura è al sicuro tra le sue mura, eppure non riesce a staccare lo sguardo dall'orizzonte, e in questa tensione c'è tutta la carta, promessa e indugio insieme. Per questo il Due di Bastoni parla tanto di potere quanto di attesa.",
    'Oggi il Due di Bastoni ti chiede di guardare in faccia la tua ambizione. Che cosa vorresti davvero, se sapessi di poterlo ottenere? Immaginalo con precisione, poi chiediti a che cosa puoi rinunciare per raggiungerlo: ogni viaggio comincia lasciando qualcosa sulla riva. Il mappamondo è già nel tuo palmo; resta da decidere quanto lontano vuoi portarlo.',
  ],
  present:
    'Ti trovi tra la comodità di ciò che hai costruito e il desiderio di spingerti oltre. Il Due di Bastoni parla di progetti e valutazioni: hai i mezzi per osare, e ora serve la decisione di farlo davvero.',
};
