import type { CardContent } from '../card-content';

/** The Sun, in Italian. */
export const card: CardContent = {
  overview: [
    'È forse la carta più luminosa del mazzo. Nel Rider-Waite-Smith un grande sole dal volto umano irradia raggi dritti e ondulati su un bambino nudo che cavalca un cavallo bianco a braccia aperte, reggendo uno stendardo rosso; alle sue spalle corre un muro grigio, sovrastato da una fila di girasoli. Nel modello di Marsiglia i bambini sono due, quasi gemelli, in piedi davanti a un muretto di mattoni, uno con la mano sulla spalla dell’altro, mentre dal sole cadono gocce colorate.',
    'Il bambino è la gioia senza calcoli, la fiducia di chi non ha niente da nascondere: per questo è nudo e cavalca senza sella né briglie. Il cavallo bianco parla di una forza guidata con leggerezza, lo stendardo rosso di una vitalità che si mostra apertamente. Il muro dice che il giardino è protetto, che il peggio è rimasto fuori; i girasoli, che seguono la luce, ricordano quanto sia naturale crescere verso ciò che fa bene. Nella versione marsigliese i due bambini aggiungono il tema dell’amicizia e della fratellanza: la luce si condivide.',
    'Nel percorso del Matto il Sole arriva dopo la Luna, e il contrasto è voluto: alle ombre e ai dubbi della notte segue la chiarezza piena del giorno. Siamo nella terza fila, dove il viaggiatore incontra le grandi forze; qui la forza che gli viene incontro è semplicemente la vita, accolta senza riserve, e ciò che di notte sembrava minaccioso si rivela per quello che è. Dopo viene il Giudizio, che chiamerà a fare il bilancio dell’intero cammino.',
    'Se esce per te oggi, è un invito a concederti la gioia e a mostrarti per come sei, senza troppe difese.',
  ],
  present:
    'Il Sole illumina la situazione attuale con una chiarezza rara: le cose sono quello che sembrano, e quasi tutto gioca a tuo favore. È un momento di vitalità e di fiducia, in cui puoi esprimerti con semplicità e condividere la tua gioia con chi ti sta accanto.',
};
