import type { CardContent } from '../card-content';

/** The Hierophant, in Italian. */
export const card: CardContent = {
  overview: [
    'Nei tarocchi italiani e nei Tarocchi di Marsiglia la carta V si chiama semplicemente il Papa, ed è proprio un pontefice: tiara a tre corone, bastone crociato, la mano alzata a benedire due figure più piccole, spesso viste di spalle, che stanno davanti a lui. Il Rider-Waite-Smith la intitola The Hierophant, lo Ierofante, cioè colui che mostra le cose sacre, ma l’immagine cambia poco. La figura siede su un trono tra due colonne grigie, alza la mano destra nel gesto della benedizione e tiene nella sinistra una croce a tre bracci; ai suoi piedi sono posate due chiavi incrociate, davanti a due chierici con la tonsura.',
    'Le colonne ricordano quelle della Papessa, ma qui non c’è nessun velo: il sapere non è più nascosto, è codificato, insegnato, trasmesso. Le chiavi incrociate, una d’oro e una d’argento, sono quelle di san Pietro e aprono tanto le porte del mondo quanto quelle dello spirito. I due discepoli dicono che questa carta riguarda sempre una relazione: un maestro e chi impara, una comunità e chi ne fa parte. Il Papa parla di tradizione, di valori condivisi, di riti e di regole che danno un senso comune alle scelte di ciascuno.',
    'Con il numero V sta nel cuore della prima fila del viaggio, quella in cui si impara ad agire nel mondo. L’Imperatore ha dato le leggi della vita pratica; il Papa aggiunge il significato, la morale, l’appartenenza a qualcosa di più grande. Dopo di lui arrivano gli Amanti: ricevuto un insegnamento, il viaggiatore dovrà fare una scelta tutta sua.',
    'Oggi la carta invita spesso a cercare un consiglio competente o a fare i conti con le proprie tradizioni, per decidere che cosa tenere e che cosa lasciare andare.',
  ],
  present:
    'Ti muovi all’interno di un quadro già definito, fatto di consuetudini, istituzioni o aspettative condivise. Il Papa segnala che in questa fase ha valore ciò che è riconosciuto e collaudato: una procedura seguita con cura, un’usanza che ha resistito al tempo, un principio che senti tuo.',
};
