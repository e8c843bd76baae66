export { freeLoveTarot } from './free-love-tarot';
export { towerTarotCard } from './tower-tarot-card';
