import type { CardContent } from '../card-content';

/** The Knight of Cups, in Italian. */
export const card: CardContent = {
  overview: [
    "Un cavaliere avanza lentamente su un cavallo bianco, tenendo davanti a sé una coppa come si porge un dono. Nel Rider-Waite-Smith porta un elmo e calzari decorati con piccole ali, come quelli di Ermes, e una sopravveste con pesci disegnati; il cavallo procede al passo, con calma, mentre davanti a loro scorre un ruscello e sullo sfondo si alzano colline. Tutto nella figura è composto, quasi cerimonioso: non c'è fretta nel suo incedere, solo l'attenzione di chi porta qualcosa di fragile e prezioso. Nei Tarocchi di Marsiglia il Cavaliere di Coppe regge una coppa scoperta e cavalca con aria solenne e sognante.",
    "L'acqua, elemento delle Coppe, è sentimento e immaginazione. Il Cavaliere porta questo elemento nel movimento, ma con un ritmo tranquillo: avanza piano, perché l'amore e la poesia non si conquistano di corsa. Le ali richiamano il messaggero degli dèi, e dicono che questo cavaliere porta notizie del cuore; il ruscello che sta per attraversare è il passaggio verso una nuova esperienza emotiva. Il cavallo bianco, docile, mostra un desiderio che non travolge ma accompagna.",
    "Ogni cavaliere spinge il proprio seme all'estremo e lo mette in viaggio. Nelle Coppe è l'innamorato, il poeta, il corteggiatore, chi segue un ideale. Può rappresentare una persona romantica e gentile, un corteggiamento, o la tua parte che cerca bellezza e significato. Il suo limite è un idealismo che rischia di perdere il contatto con la realtà, e di promettere più di quanto possa mantenere. In una stesa annuncia spesso un invito, una proposta d'amore o un'offerta che arriva con garbo.",
    'Se il Cavaliere di Coppe è uscito per te, lasciati guidare dal cuore, ma con passo consapevole. Offri ciò che senti con gentilezza, accogli gli inviti e verifica che i sogni possano diventare gesti concreti.',
  ],
  present:
    'Qualcosa di romantico o di creativo sta arrivando nella tua vita. Il Cavaliere di Coppe annuncia ispirazione e inviti gentili: puoi seguire il cuore con eleganza, tenendo però i piedi per terra.',
};
