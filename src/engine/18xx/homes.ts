// A corporation's home token: placed when it first operates (18xx.games HOME_TOKEN_TIMING :operate), or for every
// operator as an operating round starts (:operating_round, TitleConfig.homeTokenTiming).
import type { Ctx } from './context.ts';
import type { GameState } from './state.ts';
import { corpOf } from './state.ts';

/** Places the corporation's home token unless it has placed a token already (a map may leave it for later). */
export function placeHome(state: GameState, ctx: Ctx, corp: string): void {
  const c = corpOf(state, corp);
  if (c.tokensUsed !== 0) return;
  const placed = ctx.map.placeHomeToken(state, corp);
  if (placed) c.tokensUsed = placed === true ? 1 : placed;
  const home = ctx.cfg.corporations.find((x) => x.sym === corp)?.home;
  if (placed === true) ctx.events.push({ type: 'token_placed', entity: corp, city: home ?? '', ...(home ? { hex: home } : {}), cost: 0 });
}
