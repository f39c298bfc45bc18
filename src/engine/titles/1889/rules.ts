// Shikoku 1889's rules on the shared 18xx steps: the rounds it composes and its own twists (hooks).
import type { RoundDef, TitleHooks, TitleRules } from '../../18xx/context.ts';
import { auctionRoundDef } from '../../18xx/rounds/auction.ts';
import { operatingRound } from '../../18xx/rounds/operating.ts';
import { auctionFirst, auctionStockOperating, stockFirst } from '../../18xx/rounds/sequence.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';
import { buyCompanyStep } from '../../18xx/steps/buy-company.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import { dividendStep } from '../../18xx/steps/dividend.ts';
import { pendingParStep } from '../../18xx/steps/pending-par.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { tokenStep } from '../../18xx/steps/token.ts';
import { trackStep } from '../../18xx/steps/track.ts';
import { waterfallAuctionStep } from '../../18xx/steps/waterfall-auction.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { companyBought, exchangeStep, noteOperatorAction, portKeepsTrackOpen, portStep, shikokuOf, soldLayStep } from './privates.ts';

const hooks: TitleHooks = {
  // full capitalization
  float(state, _ctx, corp) {
    pay(state, 'bank', corp, (corpOf(state, corp).parPrice ?? 0) * 10);
  },
  companyBought,
  trackStepOpen: portKeepsTrackOpen,
};

/** The operating round, noting whether the operator has acted this turn (the port's "between turns"). */
function operating(): RoundDef {
  const round = operatingRound([
    soldLayStep,
    exchangeStep,
    { ...portStep, turnStart: (state) => void (shikokuOf(state).acted = false) },
    trackStep,
    tokenStep,
    routeStep,
    dividendStep,
    buyTrainStep,
    buyCompanyStep,
  ]);
  return {
    ...round,
    process(state, ctx, action) {
      noteOperatorAction(state, action);
      round.process(state, ctx, action);
    },
  };
}

export const shikokuRules: TitleRules = {
  rounds: {
    auction: auctionRoundDef([pendingParStep, waterfallAuctionStep]),
    stock: stockRoundDef([exchangeStep, portStep, buySellParStep]),
    operating: operating(),
  },
  firstRound: auctionFirst,
  nextRound: auctionStockOperating,
  interrupts: [discardTrainStep],
  hooks,
};

/** The Beginner Game: no auction (the privates are dealt at setup), stock round 1 first; the rest as usual. */
export const shikokuBeginnerRules: TitleRules = { ...shikokuRules, firstRound: stockFirst };
