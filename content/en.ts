export { about } from './site/en/about';
export { aiVsTraditional } from './guides/en/ai-vs-traditional';
export { faq } from './faq/en';
export { privacy } from './site/en/privacy';
export { tarotInsights } from './guides/en/tarot-insights';
export { terms } from './site/en/terms';
export { whyTarot } from './guides/en/why-tarot';
