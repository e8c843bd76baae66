import type { CardContent } from '../card-content';

/** The Knight of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Un cavaliere in armatura siede su un robusto cavallo da tiro, scuro e immobile. Nel Rider-Waite-Smith è l'unico dei cavalieri il cui destriero non è in movimento. L'animale sta fermo, zampe ben piantate, e chi lo monta osserva con calma il denaro che tiene davanti a sé. Sull'elmo e sulla testiera del cavallo spuntano rametti di foglie verdi, e alle spalle si stendono campi arati, pronti per la semina. Nei Tarocchi di Marsiglia il Cavaliere di Denari procede in sella con un bastone in mano, mentre una grande moneta sembra sospesa nell'aria davanti al cavallo.",
    "Il seme dei Denari è legato alla terra: il lavoro, il denaro, il corpo, le cose che hanno bisogno di tempo per maturare. Il Cavaliere ne incarna il lato più paziente. I campi arati raccontano un lavoro già fatto e un altro ancora da fare, le foglie sull'elmo parlano di crescita e di fertilità, e il cavallo pesante non è fatto per la velocità, ma per la fatica lunga e regolare. La ricchezza, qui, si conquista un solco alla volta.",
    "I cavalieri sono le figure dell'azione e della ricerca, e ciascuno porta all'estremo la natura del proprio seme. Nei Denari l'estremo non è la rapidità, ma la costanza stessa, fatta di perseveranza, affidabilità e senso del dovere. Può rappresentare una persona seria e metodica, una situazione che procede adagio ma senza fermarsi, o la parte di te capace di tenere duro quando l'entusiasmo iniziale si è spento. Il rischio, naturalmente, è che la lentezza scivoli nell'immobilità.",
    'Il Cavaliere di Denari ti chiede di non cercare scorciatoie. Scegli il compito più importante e portalo avanti ogni giorno, anche quando sembra noioso e nessuno guarda. Verifica però che il tuo cavallo non si sia fermato del tutto: la pazienza è una virtù finché ti porta da qualche parte. Un passo lento ma deciso avvicina alla meta più di mille progetti mai cominciati.',
  ],
  present:
    'Stai portando avanti un impegno con pazienza e metodo. Il Cavaliere di Denari ti chiede di non cedere alla fretta né alla noia: il progresso è lento, ma reale, e la tua costanza è ciò che farà la differenza, anche se oggi nessuno sembra accorgersene.',
};
