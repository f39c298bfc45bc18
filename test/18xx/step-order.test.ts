// A round runs its steps in the order its title lists them: a step placed between two shared steps (here an
// interest payment between the run and the dividend) is reached, and steps' turn-start and turn-end hooks run.
import { describe, expect, it } from 'vitest';
import type { Ctx, Step } from '../../src/engine/18xx/context.ts';
import { stubMap } from '../../src/engine/18xx/map-port.ts';
import { processAction } from '../../src/engine/18xx/driver.ts';
import { currentCorp, expectOperator, operatingRound, orRound, startOperatingRound } from '../../src/engine/18xx/rounds/operating.ts';
import { parCorporation } from '../../src/engine/18xx/steps/buy-sell-par.ts';
import { buyCompanyStep } from '../../src/engine/18xx/steps/buy-company.ts';
import { buyTrainStep } from '../../src/engine/18xx/steps/buy-train.ts';
import { dividendStep } from '../../src/engine/18xx/steps/dividend.ts';
import { routeStep } from '../../src/engine/18xx/steps/route.ts';
import { specialTrackStep } from '../../src/engine/18xx/steps/special-track.ts';
import { tokenStep } from '../../src/engine/18xx/steps/token.ts';
import { trackStep } from '../../src/engine/18xx/steps/track.ts';
import { setupGame } from '../../src/engine/18xx/setup.ts';
import { ownersChanged } from '../../src/engine/18xx/shares.ts';
import { corpOf, pay, type GameState } from '../../src/engine/18xx/state.ts';
import { ctxFor } from '../../src/engine/titles/18chesapeake/index.ts';
import { RuleError } from '../../src/engine/types.ts';

const CORP = 'PRR';
const owed = (state: GameState): number => Number(corpOf(state, currentCorp(state)).title?.owed ?? 0);

/** A test-only step: the operator pays the interest it owes, before its dividend. */
const interestStep: Step = {
  id: 'interest',
  actions: ['pay_interest'],
  inSequence: true,
  active: (state) => owed(state) > 0,
  mustAct: (state) => `${currentCorp(state)} must pay its interest.`,
  choices: (state) => [{ label: 'pay interest', action: { type: 'pay_interest', entity: currentCorp(state) } }],
  process(state, _ctx, action) {
    const corp = String(action.entity ?? '');
    expectOperator(state, corp);
    if (orRound(state).step !== 'interest') throw new RuleError('Not now.');
    pay(state, corp, 'bank', owed(state));
    corpOf(state, corp).title = { ...corpOf(state, corp).title, owed: 0, paid: Number(corpOf(state, corp).title?.paid ?? 0) + 1 };
  },
};

/** 18Chesapeake's operating round with the interest step placed between the run and the dividend. */
function ctxWith(extra: Step[] = []): Ctx {
  const base = ctxFor('18Chesapeake');
  const operating = operatingRound([specialTrackStep, trackStep, tokenStep, routeStep, interestStep, dividendStep, buyTrainStep, buyCompanyStep, ...extra]);
  return { ...base, map: stubMap, rules: { ...base.rules, rounds: { ...base.rules.rounds, operating } } };
}

const pass = { type: 'pass', entity: CORP, entity_type: 'corporation' };

/** PRR floated alone with a 2 train bought in its first turn; its second operating round is about to start. */
function withTrain(ctx: Ctx): GameState {
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
  return s;
}

describe('steps run in the order the title lists them', () => {
  it('a step placed between the run and the dividend is reached, then the dividend is paid', () => {
    const ctx = ctxWith();
    const paid: number[] = [];
    for (let run = 0; run < 30; run++) {
      const s = withTrain(ctx);
      if (s.round.kind === 'operating' && !s.round.done) processAction(s, ctx, pass);
      startOperatingRound(s, ctx, 2);
      corpOf(s, CORP).title = { owed: 10 + run };
      processAction(s, ctx, pass); // track
      processAction(s, ctx, pass); // token
      processAction(s, ctx, { type: 'run_routes', entity: CORP, entity_type: 'corporation', routes: [{ train: '2-0', revenue: 60 }] });
      expect(orRound(s).step).toBe('interest');
      expect(() => processAction(s, ctx, pass)).toThrow(/must pay its interest/);
      const cash = s.cash[CORP]!;
      processAction(s, ctx, { type: 'pay_interest', entity: CORP });
      expect(s.cash[CORP]).toBe(cash - 10 - run);
      expect(orRound(s).step).toBe('dividend');
      processAction(s, ctx, { type: 'dividend', entity: CORP, entity_type: 'corporation', kind: 'payout' });
      // the paid dividend is not withheld again on leaving the step
      expect(s.cash[CORP]).toBe(cash - 10 - run);
      expect(s.cash['1']).toBeGreaterThan(0);
      paid.push(Number(corpOf(s, CORP).title?.paid ?? 0));
    }
    expect(paid.filter((n) => n === 1)).toHaveLength(30);
  });

  it('steps hear an operator turn begin and end, in the order listed', () => {
    const heard: string[] = [];
    const listener = (name: string): Step => ({
      id: name,
      actions: [],
      active: () => false,
      choices: () => [],
      process: () => undefined,
      turnStart: (_s, _c, corp) => void heard.push(`${name} start ${corp}`),
      turnEnd: (_s, _c, corp) => void heard.push(`${name} end ${corp}`),
    });
    const ctx = ctxWith([listener('a'), listener('b')]);
    const s = withTrain(ctx);
    expect(heard).toEqual([`a start ${CORP}`, `b start ${CORP}`]);
    processAction(s, ctx, pass); // the company step: the turn (and the round) ends
    expect(heard).toEqual([`a start ${CORP}`, `b start ${CORP}`, `a end ${CORP}`, `b end ${CORP}`]);
    expect(s.round.kind !== 'operating' || s.round.done).toBe(true);
  });
});
