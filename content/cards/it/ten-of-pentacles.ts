import type { CardContent } from '../card-content';

/** The Ten of Pentacles, in Italian. */
export const card: CardContent = {
  overview: [
    "Sotto un grande arco di pietra si svolge una scena di vita familiare. Nel Rider-Waite-Smith, in primo piano, un anziano dalla barba bianca, avvolto in un mantello ricamato di grappoli e simboli, siede accanto a due levrieri bianchi e ne accarezza uno. Oltre l'arco un uomo e una donna parlano tra loro, mentre un bambino si stringe alla veste della donna e sbircia i cani. Sulla pietra sono scolpiti gli stemmi della casata, e più in là si apre una città con le sue torri. I dieci denari sono sparsi sulla scena secondo lo schema dell'Albero della Vita della tradizione cabalistica. Nei Tarocchi di Marsiglia la carta mostra invece soltanto dieci monete ordinate, intrecciate a steli fioriti.",
    "Ai Denari spetta la terra: il denaro, il corpo, la casa, le cose che si toccano e possono passare di mano in mano. Nel Dieci la terra diventa patrimonio. Non si tratta solo di ricchezza, ma di ciò che una famiglia accumula e tramanda, cioè beni, mestieri, valori, storie. Lo stemma sull'arco parla di appartenenza, i cani di fedeltà, e l'anziano rappresenta chi ha costruito e ora può vedere il frutto del proprio lavoro passare ai più giovani.",
    "Il dieci chiude il ciclo. È il numero del compimento, del punto in cui un percorso arriva a pienezza e si prepara a ricominciare. Nel seme dei Denari questo compimento è una prosperità che dura oltre una vita. Se il Nove parlava di indipendenza personale, il Dieci allarga lo sguardo alla comunità, alle generazioni, a ciò che resta quando noi non ci saremo più. In una lettura può indicare un'eredità, l'acquisto di una casa, un matrimonio, un'impresa di famiglia, o semplicemente la sensazione di appartenere a qualcosa di più grande.",
    'Oggi il Dieci di Denari ti chiede di pensare in termini di durata. Che cosa stai costruendo che potrà servire anche domani, a te e a chi verrà dopo? Guarda con gratitudine alle tue radici, senza lasciare che diventino una gabbia, e scegli con cura che cosa vale la pena conservare. La ricchezza più preziosa di questa carta è un legame capace di attraversare il tempo.',
  ],
  present:
    'Vivi una fase di radici e di stabilità. Il Dieci di Denari parla di famiglia, di casa, di ciò che dura: puoi contare su una base solida e fare scelte che guardino lontano, pensando anche al futuro delle persone che ami.',
};
