// 1822's dividends: a minor pays half of its run to its owner and keeps half (nothing to choose); a major pays
// out, pays half, or withholds, and may first choose apart for what its 2P (or LP) earned, when that train earned
// part of the run. Price: right once for a minor that ran; a major moves right once when what it paid in all
// reaches its price, twice at double; left when it paid nothing. Shares in its treasury (IPO) pay the major.
import type { Ctx, Step } from '../../18xx/context.ts';
import { move, priceOf } from '../../18xx/market.ts';
import { orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { dividendStepOf } from '../../18xx/steps/dividend.ts';
import { trainById } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName, trainWords } from '../../18xx/words.ts';
import { money } from '../../18xx/money.ts';
import { own1822 } from './state.ts';
import { EXTRA_PERMANENT } from './trains.ts';

type Kind = 'payout' | 'half' | 'withhold';

function withheld(state: GameState, corp: string, kind: Kind, revenue: number): number {
  if (kind === 'withhold') return revenue;
  if (kind === 'payout') return 0;
  const half = Math.floor(revenue / 2);
  // a major keeps half rounded down to a multiple of its ten shares
  return corpOf(state, corp).type === 'minor' ? half : Math.floor(half / 10) * 10;
}

function payDividend(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void {
  const r = orRound(state);
  const c = corpOf(state, corp);
  const priceFrom = priceOf(state, ctx.cfg, corp);
  const own = own1822(state);
  const extra = extraTrain(state, corp);
  const apart = extra && own.extraDividend ? (own.trainRevenue?.[extra] ?? 0) : 0;
  const kept = withheld(state, corp, kind as Kind, revenue - apart) + (apart ? withheld(state, corp, own.extraDividend as Kind, apart) : 0);
  own.extraDividend = null;
  own.trainRevenue = {};
  own.pullman = null;
  const paid = revenue - kept;
  pay(state, 'bank', corp, kept);
  const payouts: { to: string; amount: number }[] = [];
  if (paid > 0) {
    if (c.type === 'minor') {
      pay(state, 'bank', c.president!, paid);
      payouts.push({ to: c.president!, amount: paid });
    } else {
      // each holder's percent: the treasury's (IPO) shares pay the major, the market's pay nobody (18xx.games pays
      // players and corporations only); a holder gets its shares times paid/10, rounded up. (18xx.games pays P16,
      // the tax haven, its shares times paid/10 unrounded, company_tax_haven_payout: the same, as every 1822 revenue
      // is a multiple of £10 and so is what a half payout pays)
      const held = new Map<string, number>();
      for (const s of state.shares) {
        if (s.corp !== corp || s.owner === 'pool' || s.owner === 'removed') continue;
        const holder = s.owner.startsWith('ipo:') ? corp : s.owner;
        held.set(holder, (held.get(holder) ?? 0) + s.percent);
      }
      for (const [holder, percent] of held) {
        const amount = Math.ceil((percent * paid) / 100);
        pay(state, 'bank', holder, amount);
        payouts.push({ to: holder, amount });
      }
    }
  }
  // the mail contracts' subsidy goes to the treasury whatever the dividend (after the dividend's own event)
  const subsidy = r.ran ? (own.subsidy ?? 0) : 0;
  own.subsidy = 0;
  const times = paid <= 0 ? 0 : c.type === 'minor' ? 1 : paid >= priceFrom * 2 ? 2 : paid >= priceFrom ? 1 : 0;
  if (paid <= 0) move(state, ctx.cfg, corp, 'left');
  for (let i = 0; i < times; i++) move(state, ctx.cfg, corp, 'right');
  ctx.events.push({
    type: 'dividend',
    entity: corp,
    kind: paid <= 0 ? 'withhold' : kept > 0 ? 'half' : 'payout',
    revenue,
    // (a minor has one certificate: its owner's part and what it keeps are told, not a share's)
    perShare: c.type === 'minor' ? 0 : Math.floor(paid / 10),
    ...(paid > 0 && kept > 0 ? { kept } : {}),
    priceFrom,
    priceTo: priceOf(state, ctx.cfg, corp),
    ...(payouts.length ? { payouts: payouts.sort((a, b) => b.amount - a.amount) } : {}),
  });
  if (subsidy > 0) {
    pay(state, 'bank', corp, subsidy);
    ctx.events.push({ type: 'mail_subsidy', entity: corp, amount: subsidy });
  }
}

const KINDS: Kind[] = ['payout', 'half', 'withhold'];
const WORDS: Record<Kind, string> = { payout: 'pays out', half: 'pays half', withhold: 'withholds' };

/**
 * The major's permanent extra train (2P, LP) when it earned part, not all, of this turn's run: its dividend may be
 * chosen apart (18xx.games G1822 Dividend find_extra_train).
 */
function extraTrain(state: GameState, corp: string): string | null {
  const id = corpOf(state, corp).trains.find((t) => EXTRA_PERMANENT.has(trainById(state, t).name));
  const earned = id ? (own1822(state).trainRevenue?.[id] ?? 0) : 0;
  return id && earned > 0 && earned !== orRound(state).revenue ? id : null;
}

/** May the major choose its extra train's dividend apart now (once, before the dividend; it holds other trains)? */
function extraChoiceOpen(state: GameState, corp: string): boolean {
  return !own1822(state).extraDividend && corpOf(state, corp).trains.length > 1 && extraTrain(state, corp) !== null;
}

export const dividend1822Step: Step = dividendStepOf({
  kinds: KINDS,
  label: (_state, ctx, corp, kind, revenue) => `${entityName(ctx, corp)} ${WORDS[kind as Kind]} (${money(ctx.cfg, revenue)})`,
  pay: payDividend,
  // minors never choose: they pay half (18xx.games' skip), or nothing without a run
  chooses: (state, corp) => corpOf(state, corp).type === 'major',
  skipKind: (state, corp, revenue) => (corpOf(state, corp).type === 'minor' && revenue > 0 ? 'half' : 'withhold'),
  badKind: 'Choose to pay out, pay half or withhold.',
  extra: {
    actions: ['choose'],
    choices(state, ctx, corp): LegalChoice[] {
      if (!extraChoiceOpen(state, corp)) return [];
      const extra = extraTrain(state, corp)!;
      const earned = own1822(state).trainRevenue![extra]!;
      return KINDS.map((kind) => ({ label: `First: ${entityName(ctx, corp)} ${WORDS[kind]} the ${trainWords(extra)}'s ${money(ctx.cfg, earned)} apart from the other trains`, action: { type: 'choose', entity: corp, entity_type: 'corporation', choice: kind } }));
    },
    process(state, ctx, action: Action) {
      const corp = String(action.entity);
      const choice = String(action.choice) as Kind;
      if (state.round.kind !== 'operating' || state.round.step !== 'dividend' || !extraChoiceOpen(state, corp)) throw new RuleError('There is nothing to choose now.');
      if (!KINDS.includes(choice)) throw new RuleError('Choose to pay out, pay half or withhold.');
      own1822(state).extraDividend = choice;
      ctx.events.push({ type: 'extra_train_dividend', entity: corp, train: extraTrain(state, corp)!, kind: choice });
    },
  },
});
