import type { CardContent } from '../card-content';

/** The Two of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven y una joven se miran de frente e intercambian sus copas como quien sella un pacto. En la Rider-Waite-Smith, sobre sus cabezas flota un caduceo de Hermes, con dos serpientes entrelazadas, coronado por una cabeza de león con alas. Al fondo se ve una casa sobre una colina, en medio de un paisaje verde y apacible. En el tarot de Marsella aparecen solo dos copas, unidas por un gran motivo floral que brota entre ellas y las enlaza.',
    'El gesto es recíproco: cada figura da y recibe a la vez, y ninguna está por encima de la otra. El caduceo, atributo de Hermes, une dos fuerzas opuestas en torno a un eje y se asocia con la curación y el equilibrio. La cabeza de león alada añade pasión y espíritu, como si la atracción quedara elevada a algo más noble. La casa del fondo sugiere que de este encuentro puede nacer un hogar, una alianza o un proyecto común que dure en el tiempo.',
    'El palo de Copas corresponde al agua, que gobierna las emociones, el amor y las relaciones. El dos es el número del equilibrio y de la elección, y en este palo se convierte en encuentro, en dos corrientes que se reconocen y deciden unirse. Es la carta de la reciprocidad en todas sus formas, del amor a la amistad, de la reconciliación a la sociedad bien avenida. No habla de fusión, sino de dos identidades que se eligen sin dejar de ser ellas mismas.',
    'El Dos de Copas te invita hoy a cuidar los vínculos que se sostienen desde los dos lados. Ofrece lo que sientes con sinceridad, escucha lo que te ofrecen y busca acuerdos en los que nadie tenga que renunciar a su esencia. Lo que se da en equilibrio suele volver.',
  ],
  present:
    'Hay encuentro y reciprocidad en tu presente. Una relación, una amistad o una alianza se equilibra, y el dar y el recibir se corresponden; cuida esa armonía con gestos sinceros.',
};
