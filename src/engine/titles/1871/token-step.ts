// A major's further station tokens, each of a shape (seed: "half of them have only one passenger token and the
// other half have only one freight token"): the data gives each major its count of square (freight) and round
// (passenger) tokens, its home token of its main shape; a token placed is one of the shapes it has left, named in
// the move. Otherwise the shared token step (price, reach, one a turn). Minors have their home token only.
import type { Ctx, Step } from '../../18xx/context.ts';
import { currentCorp } from '../../18xx/rounds/operating.ts';
import { nextTokenPrice, tokenStep } from '../../18xx/steps/token.ts';
import type { GameState } from '../../18xx/state.ts';
import { money } from '../../18xx/money.ts';
import { cityWords } from '../../18xx/words.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';
import { dataOf } from './data.ts';
import { setTokenShape } from './map.ts';
import type { Shape } from './train-classes.ts';

const WORDS: Record<Shape, string> = { square: 'freight (square)', round: 'passenger (round)' };

/** The shapes of token `corp` has left to place. */
function shapesLeft(state: GameState, corp: string): Shape[] {
  const major = dataOf(state).companies.majors.find((m) => m.id === corp);
  if (!major) return [];
  const placed = Object.entries((state.title.tokenShapes ?? {}) as Record<string, Shape>).filter(([k]) => k.endsWith(`:${corp}`));
  return (['square', 'round'] as const).filter((s) => placed.filter(([, v]) => v === s).length < (major.tokens[s] ?? 0));
}

const nameOf = (ctx: Ctx, corp: string) => ctx.cfg.corporations.find((c) => c.sym === corp)?.name ?? corp;

export const token1871Step: Step = {
  ...tokenStep,
  // (the home token is placed when the company floats: stock-step.ts, sealed-round.ts)
  turnStart: undefined,
  active: (state, ctx) => tokenStep.active(state, ctx) && shapesLeft(state, currentCorp(state)).length > 0,
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const shapes = shapesLeft(state, corp);
    const price = nextTokenPrice(state, ctx, corp) ?? 0;
    return tokenStep.choices(state, ctx, '').flatMap((c) =>
      shapes.map((shape) => ({
        label: `${nameOf(ctx, corp)} places a ${WORDS[shape]} token in ${cityWords(state, String(c.action.city))}${price ? ` for ${money(ctx.cfg, price)}` : ''}`,
        action: { ...c.action, shape },
      })),
    );
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const shape = action.shape as Shape;
    if (!shapesLeft(state, corp).includes(shape)) throw new RuleError(`${nameOf(ctx, corp)} has no ${WORDS[shape] ?? String(shape)} token left.`);
    tokenStep.process(state, ctx, action);
    setTokenShape(state, ctx.map.cityHex!(state, String(action.city)), corp, shape);
  },
};
