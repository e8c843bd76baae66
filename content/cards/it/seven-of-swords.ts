import type { CardContent } from '../card-content';

/** The Seven of Swords, in Italian. */
export const card: CardContent = {
  overview: [
    "Un uomo si allontana in punta di piedi da un accampamento, stringendo tra le braccia cinque spade prese di nascosto. Nel Rider-Waite-Smith si volta a guardare indietro con un mezzo sorriso, mentre due lame restano piantate nel terreno alle sue spalle; sullo sfondo si vedono tende colorate con le bandiere e alcuni soldati lontani, ignari di ciò che accade. Il cielo giallo dà alla scena un'aria quasi teatrale. Nei Tarocchi di Marsiglia il Sette di Spade è invece un motivo geometrico: sciabole ricurve si intrecciano attorno a una spada diritta che attraversa il centro della carta.",
    "La carta racconta l'astuzia: il pensiero, dono dell'aria e delle Spade, qui diventa strategia silenziosa. L'uomo non combatte a viso aperto e preferisce agire quando nessuno guarda. Le due spade lasciate indietro mostrano che il piano non è perfetto, che qualcosa resta incompiuto o potrà tradirlo. Lo sguardo rivolto alle spalle dice la sua inquietudine, quella di chi teme di essere scoperto. A seconda del contesto, la figura può essere un ladro, un abile stratega o semplicemente qualcuno che evita il confronto.",
    "Il sette è il numero della prova e della valutazione. In questa carta la prova riguarda l'integrità, cioè fin dove arrivare per ottenere ciò che si desidera, e a quale prezzo. Il Sette di Spade può indicare un inganno da cui proteggersi, ma anche un invito a usare l'intelligenza in modo discreto, senza per questo tradire gli altri o te.",
    'Davanti alle situazioni poco chiare, il Sette di Spade ti chiede lucidità. Proteggi le tue idee, i tuoi beni e le tue confidenze, senza però cedere al sospetto verso tutti. E se ti accorgi di voler prendere una scorciatoia, chiediti se potresti raccontarla apertamente: se la risposta è no, probabilmente non è la strada giusta per te.',
  ],
  present:
    'Qualcosa, intorno a te, non è del tutto trasparente. Il Sette di Spade ti invita a osservare con attenzione chi ti circonda e a proteggere ciò che ti sta a cuore, ma anche a chiederti se stai evitando un confronto che sarebbe più onesto affrontare.',
};
