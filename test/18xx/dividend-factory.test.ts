// One dividend step for every title, made of the title's dividend rules (dividendStepOf): its kinds with its
// words, its pay function, who chooses, what a skip pays, its refusal of other kinds and its moves beside the
// dividend. A test title's rules on 18Chesapeake's operating round.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../src/engine/18xx/context.ts';
import { stubMap } from '../../src/engine/18xx/map-port.ts';
import { processAction } from '../../src/engine/18xx/driver.ts';
import { operatingRound, orRound, startOperatingRound } from '../../src/engine/18xx/rounds/operating.ts';
import { parCorporation } from '../../src/engine/18xx/steps/buy-sell-par.ts';
import { buyCompanyStep } from '../../src/engine/18xx/steps/buy-company.ts';
import { buyTrainStep } from '../../src/engine/18xx/steps/buy-train.ts';
import { dividendStep, dividendStepOf, type DividendRules } from '../../src/engine/18xx/steps/dividend.ts';
import { routeStep } from '../../src/engine/18xx/steps/route.ts';
import { tokenStep } from '../../src/engine/18xx/steps/token.ts';
import { trackStep } from '../../src/engine/18xx/steps/track.ts';
import { setupGame } from '../../src/engine/18xx/setup.ts';
import { ownersChanged } from '../../src/engine/18xx/shares.ts';
import { corpOf, pay, type GameState } from '../../src/engine/18xx/state.ts';
import { corpTrains } from '../../src/engine/18xx/trains.ts';
import { ctxFor } from '../../src/engine/titles/18chesapeake/index.ts';

const CORP = 'PRR';
const pass = { type: 'pass', entity: CORP, entity_type: 'corporation' };
const dividend = (kind: string) => ({ type: 'dividend', entity: CORP, entity_type: 'corporation', kind });

interface Paid {
  corp: string;
  revenue: number;
  kind: string;
  operated: boolean[];
}

/** A test title's dividend: pays out, triples from the bank, or withholds; `paid` records each pay call. */
function rulesOf(paid: Paid[], over: Partial<DividendRules> = {}): DividendRules {
  return {
    kinds: ['payout', 'triple', 'withhold'],
    label: (_s, _c, corp, kind, revenue) => `${corp} ${kind} of ${revenue}`,
    pay(state, _ctx, corp, revenue, kind) {
      paid.push({ corp, revenue, kind, operated: corpTrains(state, corp).map((t) => !!t.operated) });
      pay(state, 'bank', corp, kind === 'triple' ? 3 * revenue : kind === 'withhold' ? revenue : 0);
    },
    badKind: 'Pay out, triple or withhold.',
    ...over,
  };
}

function ctxWith(rules: DividendRules | 'usual'): Ctx {
  const base = ctxFor('18Chesapeake');
  const operating = operatingRound([trackStep, tokenStep, routeStep, rules === 'usual' ? dividendStep : dividendStepOf(rules), buyTrainStep, buyCompanyStep]);
  return { ...base, map: stubMap, rules: { ...base.rules, rounds: { ...base.rules.rounds, operating } } };
}

/** PRR floated alone with a 2 train, in its second operating round, after a run of `revenue` (`paid` emptied before it). */
function afterRun(ctx: Ctx, revenue: number, paid: Paid[]): GameState {
  const s = setupGame(ctx, 1, [1, 2, 3].map((id) => ({ id, name: `P${id}` })), { title: { cvCorp: 'B&O', twoPlayer: false } });
  parCorporation(s, ctx, CORP, [2, 4], '1');
  const c = corpOf(s, CORP);
  c.floated = true;
  c.president = '1';
  s.shares.find((x) => x.id === `${CORP}_0`)!.owner = '1';
  ownersChanged(s.shares);
  pay(s, 'bank', CORP, 950);
  startOperatingRound(s, ctx, 1);
  processAction(s, ctx, pass); // track
  processAction(s, ctx, pass); // token
  processAction(s, ctx, { type: 'buy_train', entity: CORP, entity_type: 'corporation', train: '2-0', price: 80 });
  if (s.round.kind === 'operating' && !s.round.done) processAction(s, ctx, pass);
  startOperatingRound(s, ctx, 2);
  processAction(s, ctx, pass); // track
  processAction(s, ctx, pass); // token
  // (the first round's dividend step withheld the nothing PRR ran without a train)
  paid.length = 0;
  processAction(s, ctx, { type: 'run_routes', entity: CORP, entity_type: 'corporation', routes: [{ train: '2-0', revenue }] });
  return s;
}

const step = (ctx: Ctx) => ctx.rules.rounds.operating!.steps.find((x) => x.id === 'dividend')!;

describe('the dividend step made of a title’s rules', () => {
  it('lists the title’s kinds in its words and pays the chosen one through its pay function, once', () => {
    const paid: Paid[] = [];
    const ctx = ctxWith(rulesOf(paid));
    const s = afterRun(ctx, 60, paid);
    expect(orRound(s).step).toBe('dividend');
    expect(step(ctx).choices(s, ctx, '1').map((c) => [c.label, c.action.kind])).toEqual([
      [`${CORP} payout of 60`, 'payout'],
      [`${CORP} triple of 60`, 'triple'],
      [`${CORP} withhold of 60`, 'withhold'],
    ]);
    const cash = s.cash[CORP]!;
    processAction(s, ctx, dividend('triple'));
    // the trains were marked operated before paying; the run is cleared, so leaving the step pays nothing more
    expect(paid).toEqual([{ corp: CORP, revenue: 60, kind: 'triple', operated: [true] }]);
    expect(s.cash[CORP]).toBe(cash + 180);
    expect(orRound(s).ran).toBe(false);
    expect(orRound(s).step).not.toBe('dividend');
  });

  it('refuses a kind the title does not list, changing nothing', () => {
    const paid: Paid[] = [];
    const ctx = ctxWith(rulesOf(paid));
    const s = afterRun(ctx, 60, paid);
    const before = structuredClone(s);
    expect(() => processAction(s, ctx, dividend('double'))).toThrow('Pay out, triple or withhold.');
    expect(paid).toEqual([]);
    // (the driver counts the action before processing it; a live game applies actions to a copy)
    expect({ ...s, actionCount: 0 }).toEqual({ ...before, actionCount: 0 });
  });

  it('an operator that does not choose gets the title’s skip kind, paid when the turn moves on', () => {
    const paid: Paid[] = [];
    const ctx = ctxWith(rulesOf(paid, { chooses: () => false, skipKind: (_s, _corp, revenue) => (revenue > 50 ? 'triple' : 'withhold') }));
    const s = afterRun(ctx, 60, paid);
    // the step is passed over without a stop: the run was paid as the skip's kind
    expect(orRound(s).step).not.toBe('dividend');
    expect(paid).toEqual([{ corp: CORP, revenue: 60, kind: 'triple', operated: [true] }]);
  });

  it('a run that earned nothing is not a choice: the skip withholds by default', () => {
    const paid: Paid[] = [];
    const ctx = ctxWith(rulesOf(paid));
    const s = afterRun(ctx, 0, paid);
    expect(orRound(s).step).not.toBe('dividend');
    expect(paid.map((p) => [p.revenue, p.kind])).toEqual([[0, 'withhold']]);
  });

  it('takes the title’s moves beside the dividend, listed after the kinds, without paying', () => {
    const paid: Paid[] = [];
    const extra: DividendRules['extra'] = {
      actions: ['choose'],
      choices: (_s, _c, corp) => [{ label: 'First: a note', action: { type: 'choose', entity: corp, entity_type: 'corporation', choice: 'note' } }],
      process(state, _ctx, action) {
        corpOf(state, String(action.entity)).title = { note: String(action.choice) };
      },
    };
    const ctx = ctxWith(rulesOf(paid, { extra }));
    expect(step(ctx).actions).toEqual(['dividend', 'choose']);
    const s = afterRun(ctx, 60, paid);
    expect(step(ctx).choices(s, ctx, '1').map((c) => c.action.type)).toEqual(['dividend', 'dividend', 'dividend', 'choose']);
    processAction(s, ctx, { type: 'choose', entity: CORP, entity_type: 'corporation', choice: 'note' });
    expect(corpOf(s, CORP).title).toEqual({ note: 'note' });
    expect(paid).toEqual([]);
    expect(orRound(s).step).toBe('dividend');
    processAction(s, ctx, dividend('payout'));
    expect(paid.map((p) => p.kind)).toEqual(['payout']);
  });
});

describe('the usual dividend step (18Chesapeake, 1828, 1830, 1889)', () => {
  it('pays out or withholds, and refuses any other kind, changing nothing', () => {
    const ctx = ctxWith('usual');
    const s = afterRun(ctx, 60, []);
    expect(step(ctx).choices(s, ctx, '1').map((c) => c.action.kind)).toEqual(['payout', 'withhold']);
    const before = structuredClone(s);
    // (it once read any kind but a payout as a withhold)
    expect(() => processAction(s, ctx, dividend('half'))).toThrow('Pay out or withhold.');
    expect({ ...s, actionCount: 0 }).toEqual({ ...before, actionCount: 0 });
    processAction(s, ctx, dividend('withhold'));
    expect(s.cash[CORP]).toBe(before.cash[CORP]! + 60);
  });
});
