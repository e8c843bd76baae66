import type { CardContent } from '../card-content';

/** The Two of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un giovane dal cappello altissimo, quasi teatrale, sembra ballare mentre fa roteare due monete d'oro. Nel Rider-Waite-Smith i due denari sono uniti da un nastro verde che disegna un otto coricato, il simbolo dell'infinito, e il giocoliere li muove con passo leggero, come se il loro peso non lo riguardasse. Alle sue spalle il mare è agitato e due navi salgono e scendono su onde altissime. Nei Tarocchi di Marsiglia la carta mostra due grandi monete legate da un nastro sinuoso a forma di S, su cui spesso compaiono il nome o la firma del cartaio.",
    "Il seme dei Denari appartiene alla terra e riguarda le questioni pratiche, come i soldi, il lavoro, gli orari, il corpo che deve reggere il ritmo delle giornate. Qui la materia è in movimento. Il nastro infinito dice che il gioco non si ferma mai, che entrate e uscite, impegni e riposo si alternano di continuo; le navi sulle onde ricordano che il mondo intorno cambia e che la stabilità, in certi periodi, si trova solo nel saper oscillare. Il cappello bizzarro e l'aria giocosa suggeriscono che anche la fatica si può affrontare con ironia.",
    "Il due è il numero dell'equilibrio e della scelta, della coppia e della polarità. Dopo l'inizio dell'Asso, la risorsa si sdoppia e bisogna imparare a gestirla: due lavori, due spese, due priorità da tenere insieme. La carta non impone di scegliere subito tra le due monete, ma di trovare il ritmo che permette di sostenerle entrambe. È un equilibrio dinamico, mai definitivo, che richiede attenzione costante e una buona dose di leggerezza.",
    'Osserva come stai distribuendo tempo, soldi e forze. Se riesci a far girare tutto, riconosciti il merito di questa agilità. Se invece senti che una moneta sta per cadere, non aspettare che succeda; decidi che cosa rallentare, che cosa rimandare, a chi chiedere una mano. Il segreto del giocoliere è non fissare mai troppo a lungo una sola moneta.',
  ],
  present:
    "Hai più fronti aperti da gestire, e il Due di Denari dice che puoi reggerli con flessibilità. Tieni d'occhio le priorità, adatta i programmi quando serve e non rinunciare a quel pizzico di ironia che rende il carico più sopportabile.",
};
