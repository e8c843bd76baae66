import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'Cuando la Torre aparece en una tirada, la mesa suele quedarse en silencio unos segundos. No es para menos: un edificio de piedra sobre un risco, partido por un rayo, llamas que salen por las ventanas y dos personas que caen al vacío. Es la imagen más dramática de toda la baraja, y a mucha gente se le encoge el estómago al verla. Si te acaba de salir, antes de nada, respira. La Torre habla de cambios bruscos, sí, pero no es una maldición ni el anuncio de una desgracia.',
  },
  {
    type: 'p',
    text: 'Una baraja de tarot completa tiene 78 cartas: 22 arcanos mayores y 56 menores. La Torre es el arcano XVI. Llega justo después del Diablo, el XV, y justo antes de la Estrella, el XVII, y ese lugar en la secuencia ya dice mucho de ella, como veremos. Las tiradas de esta web usan de entrada los arcanos mayores, los grandes arquetipos de la baraja, y cada uno describe una experiencia que casi todo el mundo atraviesa en algún momento. En el caso de la Torre, es el instante en que algo que parecía firme se viene abajo de golpe.',
  },
  {
    type: 'p',
    text: 'En las próximas líneas repasamos su simbolismo en las dos grandes tradiciones, lo que significa, cómo habla del amor, del trabajo, del dinero y de la salud, cómo se lee según la posición que ocupe en una tirada y qué cartas la suavizan o la refuerzan. Y, sobre todo, qué puedes hacer con ella en lugar de temerla.',
  },

  { type: 'h2', text: 'Una carta con dos nombres' },
  {
    type: 'p',
    text: 'En España, buena parte de quienes echan las cartas aprendieron con el Tarot de Marsella, y en esa baraja el arcano XVI no lleva escrito «La Torre», sino «La Maison Dieu», es decir, «la Casa de Dios». Todavía hay quien la llama así. El doble nombre es un buen recordatorio de que las cartas tienen historia y de que sus significados se han ido depositando capa a capa con el paso de los siglos.',
  },
  { type: 'h3', text: 'La Casa de Dios del Tarot de Marsella' },
  {
    type: 'p',
    text: 'La imagen marsellesa es más colorida, casi festiva, que la que casi todo el mundo tiene en la cabeza. Desde lo alto baja un penacho de fuego, o de luz, que levanta el remate almenado de la torre como si fuera una tapadera. Dos figuras caen o están ya en el suelo, y por el aire vuelan bolitas de colores que se han interpretado como granizo, como chispas o como una lluvia de gracia. Sobre el origen del nombre hay varias hipótesis. Hay quien lo relaciona con la Torre de Babel, levantada para alcanzar el cielo y castigada por su soberbia. Otros recuerdan que en la Francia medieval «maison-Dieu» era el nombre de hospicios y hospitales, como el Hôtel-Dieu de París. Sea cual sea su origen, la versión de Marsella sugiere una lectura valiosa: la fuerza que golpea la torre viene de arriba, y se parece más a una intervención que a un ataque.',
  },
  { type: 'h3', text: 'La Torre del Rider-Waite' },
  {
    type: 'p',
    text: 'En el Rider-Waite, publicado en 1909 con dibujos de Pamela Colman Smith bajo la dirección de Arthur Edward Waite, la escena se oscurece. Una torre gris se alza sobre un pico escarpado contra un cielo negro. Un rayo alcanza la cima y hace saltar una corona dorada; por las ventanas salen llamas, y dos figuras, una de ellas coronada, se precipitan de cabeza hacia las rocas. Alrededor flotan pequeñas llamas con la forma de la letra hebrea yod, que suelen leerse como chispas de gracia que caen junto a los escombros. En el sistema de la Golden Dawn, la orden esotérica a la que pertenecían tanto Waite como Smith, la carta se asocia con Marte, el planeta de la fuerza y de la acción decidida.',
  },
  {
    type: 'p',
    text: 'La corona no es un detalle menor. Lo que recibe el rayo no es solo un edificio, sino todo aquello que se había creído intocable: el orgullo, la imagen que uno tiene de sí, una seguridad que nadie se atrevía a poner en duda.',
  },
  { type: 'h3', text: 'Un apunte de historia' },
  {
    type: 'p',
    text: 'Conviene recordar que el tarot no nació para adivinar. Las primeras barajas se pintaron en las cortes del norte de Italia en el siglo XV para jugar a las cartas, y el uso adivinatorio llegó mucho después: se popularizó en Francia a finales del siglo XVIII. De las famosas cartas Visconti-Sforza, iluminadas para los señores de Milán, la Torre es precisamente una de las que no se han conservado, igual que el Diablo. El significado que le damos hoy se ha ido formando a lo largo de muchas generaciones de lectores.',
  },

  { type: 'h2', text: 'Qué significa la Torre' },
  {
    type: 'p',
    text: 'La Torre representa una sacudida que llega deprisa y que no se puede ignorar. Puede tratarse de algo externo, como una noticia que lo trastoca todo, pero con la misma frecuencia describe algo interno: el momento en que de pronto ves una situación tal como es y ya no puedes dejar de verla. El rayo es la revelación. La corona que cae es el orgullo, la ilusión o la historia que te habías contado para no mirar.',
  },
  {
    type: 'p',
    text: 'La clave está en los cimientos. Una torre levantada sobre terreno firme aguanta la tormenta; la que se ha construido sobre la negación, las apariencias o certezas prestadas es la que se agrieta. Por eso, cuando sale esta carta, la pregunta útil no es «¿qué desgracia se me viene encima?», sino «¿qué hay en mi vida que se sostiene solo a base de esfuerzo, de costumbre o de mirar hacia otro lado?». El derrumbe incomoda, pero muchas veces despeja el terreno para algo más verdadero.',
  },
  {
    type: 'p',
    text: 'Las palabras clave que acompañan a esta carta en la web lo resumen bien: cambio repentino, revelación, derrumbe de lo falso y liberación. Fíjate en la última. Casi nadie se acuerda de ella cuando ve el rayo y, sin embargo, es la que da sentido a las otras tres.',
  },

  { type: 'h2', text: 'La Torre en el amor' },
  {
    type: 'p',
    text: 'En una lectura sentimental, la Torre suele marcar un momento de verdad. Sale a la luz algo que estaba oculto, estalla una tensión que llevaba tiempo acumulándose o una de las dos personas se da cuenta de que la relación descansaba sobre supuestos que ya no se sostienen. Puede doler. También puede ser la conversación que salve la relación, porque nada real se arregla mientras todo el mundo finge que no pasa nada.',
  },
  {
    type: 'p',
    text: 'Si no tienes pareja, la carta puede llegar de dos maneras. Una es el flechazo que lo descoloca todo: alguien que aparece sin avisar y pone tus planes patas arriba. La otra es un golpe a tus ideas sobre el amor, como el final de esa costumbre de enamorarte siempre del mismo tipo de persona o la sacudida que te saca de una espera que ya duraba demasiado.',
  },
  {
    type: 'p',
    text: 'Lo que la Torre no es: una predicción de ruptura ni una prueba de que tu pareja te oculte algo. Ninguna carta puede darte certezas sobre la vida privada de otra persona. Léela como una invitación a la sinceridad, empezando por la que te debes a ti.',
  },

  { type: 'h2', text: 'La Torre en el trabajo, el dinero y la salud' },
  { type: 'h3', text: 'Trabajo' },
  {
    type: 'p',
    text: 'En lo laboral, la Torre puede reflejar una reestructuración, un proyecto que se cae, un cambio de rumbo inesperado o la constatación repentina de que el camino que llevas años recorriendo ya no va contigo. También puede describir una idea brillante que le da la vuelta a la forma de trabajar de todo un equipo. En cualquier caso, la carta te pide distinguir lo que es sólido en tu vida profesional de lo que sigue en pie por miedo al cambio. No es raro que, con los años, alguien recuerde su propio momento Torre en el trabajo como el principio de algo que le encajaba mucho mejor.',
  },
  { type: 'h3', text: 'Dinero' },
  {
    type: 'p',
    text: 'En las preguntas sobre dinero, la carta apunta a inestabilidad, gastos imprevistos o planes que se apoyaban en cálculos demasiado optimistas. Tómala como una invitación a mirar tu situación de frente, no como un pronóstico. Una carta de tarot no es asesoramiento financiero, y ninguna tirada puede decirte qué pasará con una inversión o con un empleo. Si el dinero te quita el sueño, la respuesta más útil es práctica: haz números, revisa los cimientos y consulta a un profesional o a alguien de confianza.',
  },
  { type: 'h3', text: 'Salud y bienestar' },
  {
    type: 'p',
    text: 'La Torre no diagnostica nada y nunca debe leerse como una predicción sobre tu cuerpo. En una lectura sobre bienestar se entiende mejor como señal de un estrés que se acumula, de una rutina que ya no se puede mantener o de la necesidad de parar antes de que algo te obligue a hacerlo. Si te preocupa tu salud, pide cita con tu médico; que la carta sea un recordatorio para dar ese paso, nunca un sustituto.',
  },

  { type: 'h2', text: 'La Torre según su posición en la tirada' },
  {
    type: 'p',
    text: 'En una tirada, cada posición cambia la manera de leer una carta. Así suele interpretarse la Torre en los lugares más habituales.',
  },
  { type: 'h3', text: 'En el pasado' },
  {
    type: 'p',
    text: 'Describe una sacudida que ya ocurrió y que todavía marca el presente: una ruptura, un despido, una mudanza, una noticia que lo puso todo del revés. La lectura quizá te pregunte cuánto camino has hecho desde entonces y si sigues viviendo entre los escombros o ya has empezado a reconstruir sobre los cimientos que resultaron ser de verdad tuyos.',
  },
  { type: 'h3', text: 'En el presente' },
  {
    type: 'p',
    text: 'En el centro de la tirada, la Torre dice que el cambio está en marcha o muy cerca, y que resistirse solo lo hará más duro. Es momento de sinceridad y de aplomo, no de reparaciones a la desesperada. No hace falta reconstruirlo todo de una vez; basta con pisar suelo firme y mirar con claridad.',
  },
  { type: 'h3', text: 'En el futuro' },
  {
    type: 'p',
    text: 'Como carta de futuro, la Torre señala una dirección, no un destino cerrado. Puede avisar de que algo de tu situación actual soporta demasiada tensión y no aguantará para siempre. Eso te da margen para adelantarte: tener la conversación difícil, hacer el cambio que llevas tiempo aplazando o reforzar lo que importa antes de que los acontecimientos decidan por ti.',
  },
  { type: 'h3', text: 'Como obstáculo o como consejo' },
  {
    type: 'p',
    text: 'Si ocupa el lugar del obstáculo, el problema no suele ser el rayo, sino el empeño en sostener una torre que ya tiembla: negar lo evidente, aferrarse a estructuras agrietadas o vivir en alerta por miedo a la próxima caída. Como consejo, su mensaje es tan seco como liberador: no apuntales lo que se cae. Deja que se derrumbe lo que no se sostiene, protege lo esencial y, cuando pase la tormenta, reconstruye sobre lo que sabes que es real.',
  },

  { type: 'h2', text: 'Las cartas que la acompañan' },
  {
    type: 'p',
    text: 'Ninguna carta se lee sola, y la Torre cambia mucho según sus vecinas. Estas combinaciones salen a menudo.',
  },
  { type: 'h3', text: 'El Diablo y la Torre' },
  {
    type: 'p',
    text: 'En la secuencia de los arcanos mayores, el Diablo va justo antes, y la pareja cuenta una historia muy clara: primero las ataduras, luego el rayo que las rompe. Juntas pueden hablar de una dependencia, un vínculo o una situación laboral que pesaba demasiado y que de pronto salta por los aires. Duele, pero también libera.',
  },
  { type: 'h3', text: 'La Torre y la Estrella' },
  {
    type: 'p',
    text: 'La Estrella, el arcano XVII, viene justo después, y juntas forman una de las parejas más esperanzadoras de la baraja. Tras la tormenta, una figura se arrodilla junto a un estanque bajo un cielo abierto y vierte agua. Cuando salen a la vez, la lectura suele hablar de curación después del caos y de la esperanza que regresa cuando se asienta el polvo.',
  },
  { type: 'h3', text: 'La Muerte y la Torre' },
  {
    type: 'p',
    text: 'La Muerte, el arcano XIII, habla de finales y transformaciones que llegan poco a poco, como el otoño que da paso al invierno. La Torre es la versión repentina. Juntas sugieren que se cierra una etapa importante, con un proceso lento y un punto de giro brusco. Ninguna de las dos se lee al pie de la letra: ambas te piden soltar lo que ha terminado para dejar sitio a lo nuevo.',
  },
  { type: 'h3', text: 'La Rueda de la Fortuna y la Torre' },
  {
    type: 'p',
    text: 'La Rueda de la Fortuna, el arcano X, recuerda que todo gira: lo que hoy está arriba mañana está abajo, y al revés. Al lado de la Torre subraya lo imprevisible del momento, pero también que ningún derrumbe es la última vuelta de la rueda.',
  },
  { type: 'h3', text: 'La Torre y el Sol' },
  {
    type: 'p',
    text: 'El Sol trae claridad, calor y alegría. Junto a la Torre puede indicar que la sacudida desemboca en la luz: una verdad dolorosa que al final te libera, o un cambio temido que resulta ser un alivio. Revelación y felicidad no son enemigas.',
  },

  { type: 'h2', text: 'Una nota sobre las cartas invertidas' },
  {
    type: 'p',
    text: 'Hay quien lee también las cartas del revés y les da significados propios. No todas las tradiciones lo hacen, y muchas lecturas con el Tarot de Marsella se fijan más en la posición y en las cartas vecinas que en la orientación. En esta web las cartas se leen al derecho salvo que dejes que salgan invertidas; si lo haces, la Torre del revés se lee en ese espíritu, como una sacudida que afloja su presión, y en su página encontrarás el significado invertido completo.',
  },

  { type: 'h2', text: 'Qué hacer cuando te sale la Torre' },
  {
    type: 'p',
    text: 'La mejor manera de recibirla es con curiosidad, no con miedo. Busca un rato de calma, mira la carta con detenimiento y fíjate en qué detalle te llama la atención: el rayo, la corona, las figuras que caen, el cielo abierto detrás. Luego lleva a tu cuaderno alguna de estas preguntas:',
  },
  {
    type: 'ul',
    items: [
      '¿Qué parte de mi vida parece sólida solo porque nunca la he mirado de cerca?',
      '¿Qué creencia sobre mí o sobre mi situación está a punto de caer?',
      '¿Cuándo me ayudó, a la larga, un cambio que no esperaba?',
      '¿Qué verdad me cuesta decir en voz alta, y quién necesita oírla?',
      '¿Qué construiría si empezara desde un terreno honesto?',
      '¿Quién o qué puede sostenerme mientras todo se recoloca?',
    ],
  },
  {
    type: 'quote',
    text: 'Lo que el rayo derriba nunca fue un refugio. Lo que queda en pie, sí.',
  },
  {
    type: 'p',
    text: 'La Torre nunca será una carta cómoda, ni pretende serlo. Pero quien ha vivido su propio momento Torre suele reconocer, al mirar atrás, que aquella sacudida le dio algo difícil de conseguir de otra manera: claridad, valor y libertad para construir una vida más a su medida. Si te ha salido, no estás ante una condena. Estás ante una invitación a respirar hondo, mirar a tu alrededor con sinceridad y decidir qué viene ahora.',
  },
];

/** Built-in editorial article (Spanish): The Tower (XVI), its imagery and meanings in love, work and readings. */
export const towerTarotCard: BuiltinArticle = {
  id: 'tower-tarot-card',
  title: 'La Torre en el tarot: significado en el amor, el trabajo y las tiradas',
  description:
    'La Torre, arcano XVI, es la carta del cambio repentino. Qué significa en el amor y en el trabajo, y por qué su sacudida suele abrir paso a algo más verdadero.',
  date: '2025-04-02',
  featuredImage: '/blog/tower-tarot-card.svg',
  blocks,
};
