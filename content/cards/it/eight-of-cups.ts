import type { CardContent } from '../card-content';

/** The Eight of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Sotto un cielo notturno, una figura avvolta in un mantello rosso si allontana di spalle, con un bastone in mano, verso montagne scure. Nel Rider-Waite-Smith dietro la figura restano otto coppe impilate con cura, cinque sotto e tre sopra, con un vuoto nella fila superiore, come se ne mancasse una. In cielo la luna mostra insieme un volto di profilo e una falce, come in un'eclissi, e in primo piano scorre un corso d'acqua. Nel mazzo di Marsiglia le otto coppe sono disposte in file regolari tra motivi floreali, con una decorazione vegetale al centro.",
    "Il seme delle Coppe, legato all'acqua, parla di emozioni e di vita interiore. Qui la figura lascia ciò che ha costruito sul piano affettivo, non perché sia tutto sbagliato, ma perché qualcosa manca. Le coppe ordinate dicono che l'impegno c'è stato; il vuoto nella fila superiore indica un'insoddisfazione che nessun ordine può colmare. La luna, guida dell'intuizione, illumina il cammino verso le montagne, simbolo di una ricerca più alta e più difficile. Il bastone è quello del pellegrino, di chi sa che la strada sarà lunga.",
    "All'otto corrispondono movimento e padronanza. Nel seme dell'acqua il movimento diventa distacco, la maturità emotiva di chi sa lasciare ciò che non nutre più. Dopo le illusioni del sette, qui la figura sceglie la verità, anche a costo della solitudine. È una partenza silenziosa, senza clamore, dettata da un bisogno profondo più che da una rottura.",
    "Quando l'Otto di Coppe compare in una lettura, chiediti che cosa non ti basta più e che cosa stai cercando davvero. Non sempre serve partire, perché a volte basta cambiare sguardo; ma se il cuore chiama altrove, abbi il coraggio di ascoltarlo e di rispondere con rispetto per te e per ciò che lasci.",
  ],
  present:
    "Senti il bisogno di andare oltre una situazione che non ti nutre più. L'Otto di Coppe descrive un momento di distacco e di ricerca: lasciare non è facile, ma dentro di te sai già che la risposta si trova più avanti.",
};
