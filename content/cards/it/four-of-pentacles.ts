import type { CardContent } from '../card-content';

/** The Four of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    'Una figura incoronata siede su un blocco di pietra, davanti a una città che si stende alle sue spalle. Nel Rider-Waite-Smith stringe un denaro contro il petto con entrambe le braccia, un altro è posato in equilibrio sopra la corona e gli ultimi due restano bloccati sotto i piedi. Il volto è serio, il corpo raccolto, ogni moneta sembra sorvegliata. Nei Tarocchi di Marsiglia i quattro denari occupano gli angoli della carta, disposti con simmetria attorno a un motivo centrale, spesso uno stemma o un fiore.',
    'Il seme dei Denari appartiene alla terra e governa il possesso, il denaro, la casa, il corpo e tutto ciò che offre una sicurezza concreta. Qui la terra diventa proprietà da difendere. La moneta sopra il capo suggerisce pensieri dominati dalle questioni materiali, quella sul cuore un affetto che teme di perdere ciò che ama, quelle sotto i piedi un radicamento così stretto da impedire il passo. La città lontana ricorda la ricchezza e gli scambi del mondo, da cui la figura si tiene in disparte.',
    'Il quattro è il numero della struttura e della stasi, con i suoi quattro lati, quattro pareti, quattro angoli che chiudono uno spazio. Dopo la collaborazione del Tre, qui si consolida e si mette al sicuro ciò che si è ottenuto. È una fase preziosa, perché senza fondamenta nessuna costruzione regge; ma la stessa solidità può diventare rigidità, e la prudenza trasformarsi in avarizia, gelosia o timore del cambiamento. Per questo la carta resta ambivalente, a metà tra protezione e chiusura.',
    'Il Quattro di Denari ti chiede di distinguere ciò che merita di essere custodito da ciò che stringi solo per abitudine. Difendere i tuoi risparmi, i tuoi confini e la tua stabilità è legittimo; sbarrare la porta a ogni scambio, invece, rischia di impoverirti proprio mentre cerchi di sentirti al sicuro. Prova ad aprire uno spiraglio, anche con un gesto minimo, e osserva che cosa entra.',
  ],
  present:
    "Stai proteggendo ciò che hai, con prudenza e forse con un po' di rigidità. Il Quattro di Denari apprezza la stabilità, ma ti ricorda che le risorse, per restare vive, devono anche circolare.",
};
