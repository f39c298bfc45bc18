// Privates acquired by operators (18xx.games' AcquireCompany step in 1822): at the start of its turn an operator
// may take any player's private its kind may acquire from that private's phase, for nothing (the winner paid
// the bid). On acquisition a train private flips into its train and closes; some privates stop paying.
import type { Ctx, Step } from '../../18xx/context.ts';
import { closeCompany, phaseHooks } from '../../18xx/companies.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { companyOf, corpOf, isPlayer, pay } from '../../18xx/state.ts';
import { giveTrain, trainById } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { COMPANIES } from './data/companies.ts';
import { PRIVATE_ACQUISITION } from './data/scenarios.ts';
import { scenarioData } from './data.ts';
import { PRIVATE_TRAINS } from './setup.ts';
import { own1822 } from './state.ts';

/** Privates that pay nothing once an operator holds them. */
const NO_REVENUE_ACQUIRED = new Set(['P5', 'P6', 'P7', 'P8', 'P10', 'P17', 'P18', 'P21']);
/** P9 held by an operator pays by phase. */
const DOUBLE_CASH_REVENUE = [0, 0, 0, 20, 20, 40, 40, 60];

function phaseNumber(state: GameState, ctx: Ctx): number {
  return Number(ctx.cfg.phases[state.phase]!.name);
}

/** Privates `corp` may acquire now. */
export function acquirable(state: GameState, ctx: Ctx, corp: string): string[] {
  const kind = corpOf(state, corp).type ?? 'major';
  const out: string[] = [];
  for (const c of state.companies) {
    if (c.closed || !c.owner || !isPlayer(state, c.owner) || c.sym[0] !== 'P') continue;
    const rule = PRIVATE_ACQUISITION[c.sym];
    if (rule && phaseNumber(state, ctx) >= rule.phase && rule.acquire.includes(kind)) out.push(c.sym);
  }
  return out;
}

function phaseName(state: GameState): number {
  return Number(scenarioData(own1822(state).scenario).phases[state.phase]!.name);
}

/** The revenue of a private now (acquired ones may pay nothing or by phase). */
export function companyRevenue1822(state: GameState, sym: string): number {
  const c = companyOf(state, sym);
  const own = COMPANIES.find((x) => x.sym === sym)?.revenue ?? 0;
  if (sym === 'P15' || sym === 'P20') return (sym === 'P15' ? 10 : 5) * phaseName(state);
  if (!c.owner || isPlayer(state, c.owner)) return own;
  if (NO_REVENUE_ACQUIRED.has(sym)) return 0;
  if (sym === 'P9') return DOUBLE_CASH_REVENUE[Number(scenarioData(own1822(state).scenario).phases[state.phase]!.name)] ?? 0;
  return own;
}

function acquire(state: GameState, ctx: Ctx, corp: string, sym: string): void {
  const c = companyOf(state, sym);
  const from = c.owner!;
  c.owner = corp;
  ctx.events.push({ type: 'company_bought', entity: corp, company: sym, price: 0, from });
  const trainId = PRIVATE_TRAINS[sym];
  if (trainId) {
    const t = trainById(state, trainId);
    // (a private's train comes free and outside the depot: no phase change)
    t.owner = 'depot';
    giveTrain(state, ctx.cfg, t, corp, phaseHooks(state, ctx));
    ctx.events.push({ type: 'train_bought', entity: corp, train: t.id, price: 0, from: sym });
    closeCompany(state, ctx, sym);
  }
  // P15 and P20 hand what they collected to the acquirer and close
  const kept = own1822(state).phaseRevenue?.[sym];
  if (sym === 'P15' || sym === 'P20') {
    if (kept) pay(state, sym, corp, kept);
    delete own1822(state).phaseRevenue?.[sym];
    closeCompany(state, ctx, sym);
  }
}

export const acquireCompanyStep: Step = {
  id: 'acquire',
  actions: ['acquire_company'],
  inSequence: true,
  active: (state, ctx) => !own1822(state).acquireDone && acquirable(state, ctx, currentCorp(state)).length > 0,
  turnStart(state) {
    own1822(state).acquireDone = false;
  },
  skip(state) {
    own1822(state).acquireDone = true;
  },
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return acquirable(state, ctx, corp).map((sym) => ({
      label: `Acquire ${ctx.cfg.companies.find((x) => x.sym === sym)?.name ?? sym}`,
      action: { type: 'acquire_company', entity: corp, entity_type: 'corporation', company: sym },
    }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity);
    expectOperator(state, corp);
    const sym = String(action.company);
    if (!acquirable(state, ctx, corp).includes(sym)) throw new RuleError(`${corp} cannot acquire that private now.`);
    jumpTo(state, ctx, 'acquire');
    acquire(state, ctx, corp, sym);
    if (!acquirable(state, ctx, corp).length) own1822(state).acquireDone = true;
    orRound(state).step = 'acquire';
    autoAdvance(state, ctx);
  },
};
