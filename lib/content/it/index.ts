export { about } from './about';
export { aiVsTraditional } from './ai-vs-traditional';
export { faq } from './faq';
export { privacy } from './privacy';
export { tarotInsights } from './tarot-insights';
export { terms } from './terms';
export { whyTarot } from './why-tarot';
