export { about } from './site/es/about';
export { aiVsTraditional } from './guides/es/ai-vs-traditional';
export { faq } from './faq/es';
export { privacy } from './site/es/privacy';
export { tarotInsights } from './guides/es/tarot-insights';
export { terms } from './site/es/terms';
export { whyTarot } from './guides/es/why-tarot';
