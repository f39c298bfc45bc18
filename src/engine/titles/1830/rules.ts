// 1830's rules on the shared 18xx steps: the rounds it composes (18xx.games g_1830/game.rb) and its hooks.
import type { TitleHooks, TitleRules } from '../../18xx/context.ts';
import { closeCompany } from '../../18xx/companies.ts';
import { auctionRoundDef } from '../../18xx/rounds/auction.ts';
import { operatingRound } from '../../18xx/rounds/operating.ts';
import { auctionFirst, auctionStockOperating } from '../../18xx/rounds/sequence.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';
import { buyCompanyStep } from '../../18xx/steps/buy-company.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import { dividendStep } from '../../18xx/steps/dividend.ts';
import { pendingParStep } from '../../18xx/steps/pending-par.ts';
import { pendingTokenStep } from '../../18xx/steps/pending-token.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { specialTrackStep } from '../../18xx/steps/special-track.ts';
import { tokenStep } from '../../18xx/steps/token.ts';
import { trackStep } from '../../18xx/steps/track.ts';
import { waterfallAuctionStep } from '../../18xx/steps/waterfall-auction.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { orExchangeStep, stockExchangeStep } from './exchange.ts';
import { playerCompanyStep } from './player-companies.ts';

const hooks: TitleHooks = {
  // full capitalization: ten times the par price
  float(state, _ctx, corp) {
    pay(state, 'bank', corp, (corpOf(state, corp).parPrice ?? 0) * 10);
  },
  // a private with `close_on_train` (the B&O) closes when its corporation buys a train
  trainBought(state, ctx, corp) {
    for (const def of ctx.cfg.companies) {
      if (!def.titleAbilities?.some((a) => a.type === 'close_on_train' && a.corporation === corp)) continue;
      const c = state.companies.find((x) => x.sym === def.sym);
      if (c && !c.closed) closeCompany(state, ctx, def.sym);
    }
  },
};

export const rules1830: TitleRules = {
  rounds: {
    auction: auctionRoundDef([pendingParStep, waterfallAuctionStep]),
    stock: stockRoundDef([stockExchangeStep, buySellParStep, playerCompanyStep]),
    operating: operatingRound([pendingTokenStep, orExchangeStep, specialTrackStep, trackStep, tokenStep, routeStep, dividendStep, buyTrainStep, buyCompanyStep]),
  },
  firstRound: auctionFirst,
  nextRound: auctionStockOperating,
  interrupts: [discardTrainStep],
  hooks,
};
