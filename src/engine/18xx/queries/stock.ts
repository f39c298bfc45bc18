// Read-only stock-round questions: every amount of a corporation a player may sell now (the title's
// legalActions lists only 10% steps while a player is over the certificate limit).
export { sellOffers } from '../steps/buy-sell-par.ts';
