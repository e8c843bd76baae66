export { about } from './site/it/about';
export { aiVsTraditional } from './guides/it/ai-vs-traditional';
export { faq } from './faq/it';
export { privacy } from './site/it/privacy';
export { tarotInsights } from './guides/it/tarot-insights';
export { terms } from './site/it/terms';
export { whyTarot } from './guides/it/why-tarot';
