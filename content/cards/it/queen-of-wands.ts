import type { CardContent } from '../card-content';

/** The Queen of Wands, in Italian. */
export const card: CardContent = {
  overview: [
    "Una regina siede su un trono di pietra con i braccioli scolpiti a forma di leone, e sullo schienale altri leoni si alternano a grandi girasoli. Nel Rider-Waite-Smith stringe un bastone germogliato nella mano destra e un girasole nella sinistra, le gambe aperte in una posa sicura, lo sguardo rivolto di lato. Ai suoi piedi siede un gatto nero, che guarda dritto verso chi osserva la carta. Nei Tarocchi di Marsiglia la Regina di Bastoni è seduta e regge un grande bastone appoggiato a sé, con un'espressione composta e decisa.",
    "I Bastoni sono il seme del fuoco, della passione e della volontà creativa. I leoni richiamano il segno del Leone, il coraggio, il cuore generoso; il girasole segue il sole e parla di gioia, fecondità, apertura alla vita. Il gatto nero è la parte più misteriosa della carta, l'intuito, l'indipendenza, forse la capacità di muoversi anche nell'ombra. La Regina di Bastoni non teme il suo lato oscuro, e proprio per questo brilla con tanta naturalezza.",
    'Ogni regina custodisce dentro di sé la forza del proprio seme e la usa per nutrire. In lei il fuoco non è più foga ma calore stabile: la sicurezza di chi sa chi è, la generosità di chi non ha bisogno di dimostrare nulla. Può rappresentare una persona carismatica e accogliente, oppure la tua capacità di guidare con il sorriso e di ispirare gli altri. Tra le regine dei tarocchi è forse la più estroversa, quella che si fa notare in una stanza senza bisogno di alzare la voce.',
    'Oggi la Regina di Bastoni ti chiede di fidarti del tuo calore. Non spegnere la tua luce per timore di disturbare: occupa il tuo spazio con gentilezza e sicurezza, e lascia che la tua gioia diventi un invito per chi ti sta vicino.',
  ],
  present:
    'La fiducia in te sta crescendo, e chi ti circonda se ne accorge. La Regina di Bastoni descrive una presenza calda e sicura, capace di guidare, ispirare e ottenere ciò che desidera restando fedele a sé.',
};
