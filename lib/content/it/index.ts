export { about } from './about';
export { aiVsTraditional } from '../en/ai-vs-traditional'; // TEMP
export { faq } from '../en/faq'; // TEMP
export { privacy } from './privacy';
export { tarotInsights } from '../en/tarot-insights'; // TEMP
export { terms } from './terms';
export { whyTarot } from '../en/why-tarot'; // TEMP
