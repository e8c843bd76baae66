import type { CardContent } from '../card-content';

/** The Knight of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Un cavaliere in armatura, con una tunica gialla decorata da salamandre, fa impennare il suo cavallo. Nel Rider-Waite-Smith dall'elmo escono pennacchi rossi che sembrano fiamme, e il cavallo, dal manto fulvo, ha la criniera arruffata come un fuoco mosso dal vento. Il cavaliere tiene alto un bastone germogliato, e sullo sfondo si intravedono piramidi in un paesaggio desertico. Tutto nella figura è movimento, dal mantello che si gonfia alle zampe anteriori sollevate da terra. Nei Tarocchi di Marsiglia il Cavaliere di Bastoni monta invece un cavallo al passo e regge un grande bastone, in una posa più composta.",
    'Il fuoco, elemento dei Bastoni, governa la passione, il coraggio e il bisogno di agire. Il Cavaliere porta questo fuoco al suo punto più acceso. Le salamandre sulla tunica ribadiscono che il fuoco è la sua casa, e il cavallo impennato mostra uno slancio che fatica a stare fermo. Il deserto alle spalle dice che questo cavaliere ama i territori sconosciuti, dove nessuno ha ancora tracciato sentieri. Il suo viaggio ha il sapore delle grandi partenze, dei trasferimenti improvvisi, delle imprese decise in una notte.',
    "Il Cavaliere è l'azione, la ricerca, l'estremo del suo seme. Nei Bastoni è l'avventuriero, l'innamorato impetuoso, chi parte senza guardarsi indietro. Può indicare una persona che entra nella tua vita con questo slancio, una situazione che cambia in fretta o il tuo stesso bisogno di movimento. La sua forza è il coraggio, il suo limite la fretta di chi non conclude.",
    "Quando il Cavaliere di Bastoni esce per te, il momento è propizio per muoverti e hai tutta l'audacia che serve. Prima di spronare il cavallo, però, chiediti dove vuoi davvero andare: la corsa ti porterà lontano solo se hai in mente un traguardo, e non soltanto il gusto della velocità.",
  ],
  present:
    "La situazione è in pieno movimento e chiede di agire. Il Cavaliere di Bastoni porta slancio e passione: puoi osare e cambiare rotta con coraggio, a patto di non scambiare l'agitazione per progresso.",
};
