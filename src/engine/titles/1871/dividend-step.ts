// 1871's dividends on the shared operating round, for minors (provisional, 1822: a minor has no shares): paid
// out, its owner gets half the run (rounded down) and the minor keeps the rest; withheld, the minor keeps it all.
// Majors' dividends come with the stock turns that start them (not built yet).
import type { Ctx, Step } from '../../18xx/context.ts';
import { currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { corpTrains } from '../../18xx/trains.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';

function payDividend(state: GameState, ctx: Ctx, kind: string): void {
  const r = orRound(state);
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  if (c.type !== 'minor') throw new RuleError('Only minors operate before the stock turns are built.');
  const revenue = r.ran ? r.revenue : 0;
  for (const t of corpTrains(state, corp)) t.operated = true;
  const toOwner = kind === 'payout' ? Math.floor(revenue / 2) : 0;
  pay(state, 'bank', c.president!, toOwner);
  pay(state, 'bank', corp, revenue - toOwner);
  if (revenue > 0) {
    ctx.events.push(
      kind === 'payout'
        ? { type: 'dividend', entity: corp, kind: 'half', revenue, perShare: 0, payouts: [{ to: c.president!, amount: toOwner }], kept: revenue - toOwner }
        : { type: 'dividend', entity: corp, kind: 'withhold', revenue, perShare: 0 },
    );
  }
  r.ran = false;
  r.revenue = 0;
}

export const dividend1871Step: Step = {
  id: 'dividend',
  actions: ['dividend'],
  inSequence: true,
  exclusive: true,
  active: (state) => orRound(state).ran && orRound(state).revenue > 0,
  mustAct: (state) => `${currentCorp(state)} must choose a dividend.`,
  skip: (state, ctx) => payDividend(state, ctx, 'withhold'),
  choices(state): LegalChoice[] {
    const corp = currentCorp(state);
    const revenue = orRound(state).revenue;
    return [
      { label: `Pay out $${revenue}: half to the owner`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'payout' } },
      { label: `Withhold $${revenue}`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'withhold' } },
    ];
  },
  process(state, ctx, action: Action) {
    expectOperator(state, String(action.entity ?? ''));
    jumpTo(state, ctx, 'dividend');
    const kind = String(action.kind);
    if (kind !== 'payout' && kind !== 'withhold') throw new RuleError('Pay out or withhold.');
    payDividend(state, ctx, kind);
  },
};
