import type { CardContent } from '../card-content';

/** The Star, in Italian. */
export const card: CardContent = {
  overview: [
    'Sotto un cielo finalmente limpido una giovane donna nuda si inginocchia sulla riva di uno specchio d’acqua. Nel Rider-Waite-Smith tiene una brocca in ciascuna mano: con una versa acqua nello stagno, con l’altra sulla terra, dove il getto si divide in cinque rivoli. Sopra di lei brilla una grande stella a otto punte circondata da sette stelle più piccole, e su un albero in lontananza è posato un uccello, spesso identificato con un ibis. Il modello marsigliese conserva gli stessi elementi essenziali: la donna nuda, le due brocche, l’acqua che scorre, la stella maggiore e le minori, l’uccellino sul ramo.',
    'La nudità dice che non c’è più nulla da difendere: dopo il crollo, le maschere non servono. L’acqua versata nello stagno nutre la vita interiore, quella sparsa sulla terra torna al mondo, e i cinque rivoli possono richiamare i cinque sensi. La grande stella è una guida lontana ma costante, come quelle con cui un tempo ci si orientava di notte; l’uccello sull’albero è un’anima che si prepara a cantare. Tutto parla di guarigione, di fiducia ritrovata, di una generosità che non teme di esaurirsi.',
    'Nel cammino del Matto la Stella segue la Torre, nel cuore della terza fila. La tempesta è passata e il viaggiatore, spogliato di ciò che lo appesantiva, può finalmente respirare. La speranza che nasce qui non è ancora piena luce: subito dopo arriva la Luna, con le sue ombre e i suoi dubbi, e sarà proprio questo piccolo chiarore a indicare la strada nella notte.',
    'Oggi la Stella invita a concederti un po’ di fiducia e di calma, senza pretendere che tutto si risolva subito.',
  ],
  present:
    'Dopo un periodo faticoso stai ritrovando fiducia, lentamente ma davvero. La Stella descrive un momento di serenità e di speranza concreta: ciò che desideri torna a sembrarti possibile, e parlarne apertamente attira aiuto e ispirazione.',
};
