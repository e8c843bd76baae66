import type { CardContent } from '../card-content';

/** Judgement, in Italian. */
export const card: CardContent = {
  overview: [
    'Dal cielo, tra le nuvole, un angelo suona una lunga tromba a cui è appeso uno stendardo bianco con una croce rossa. Nel Rider-Waite-Smith, sotto di lui, uomini, donne e bambini si levano nudi da bare che galleggiano sull’acqua, con le braccia aperte o alzate verso il suono, mentre sullo sfondo svettano montagne innevate. Il modello di Marsiglia racconta la stessa resurrezione in forma più raccolta: l’angelo con la tromba, una figura vista di spalle che emerge da una tomba e altre due che pregano ai lati. Nel gioco dei tarocchi italiani, per esempio nel Tarocchino bolognese, la carta si chiama semplicemente l’Angelo.',
    'La tromba è un richiamo impossibile da ignorare: la voce che sveglia, la chiamata che arriva quando è il momento. Le figure che si alzano dalle tombe non vengono punite né premiate, rinascono: il giudizio di questa carta è più un risveglio che una sentenza. Le braccia aperte esprimono accoglienza, l’acqua su cui galleggiano le bare ricorda il passaggio e la purificazione. È la carta della coscienza che si ridesta, del passato riletto con occhi nuovi e finalmente perdonato.',
    'Nella terza fila del viaggio del Matto il Giudizio viene dopo il Sole e prima del Mondo. La luce del Sole ha reso tutto visibile; ora il viaggiatore può abbracciare con lo sguardo l’intero cammino, dai primi passi con il Mago fino alla notte della Luna, e riconoscerne il senso. È l’ultimo passo prima del compimento: una rinascita che prepara il Mondo, dove il cerchio si chiude.',
    'Oggi può segnalare una decisione che matura da tempo o una vocazione che chiede ascolto: qualcosa dentro di te è pronto a rispondere.',
  ],
  present:
    'Senti crescere dentro di te un richiamo che non puoi più ignorare: una vocazione, un ritorno, un desiderio di rinascita. Il Giudizio descrive un momento di risveglio, in cui guardi il tuo percorso con occhi nuovi e capisci che cosa merita una seconda possibilità.',
};
