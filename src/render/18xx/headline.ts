// One line saying where an 18xx game stands (round, phase, who acts).
import type { TitleConfig } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import type { PhaseColor } from '../../engine/18xx/face.ts';
import { endWords, stepWords } from '../../engine/18xx/face.ts';

export function phaseColorOf(state: GameState, cfg: TitleConfig): PhaseColor {
  const tiles = cfg.phases[state.phase]?.tiles ?? ['yellow'];
  return (tiles[tiles.length - 1] ?? 'yellow') as PhaseColor;
}

export function headline18xx(title: string, state: GameState, cfg: TitleConfig): string {
  const phase = cfg.phases[state.phase]?.name ?? '?';
  const r = state.round;
  let where: string;
  if (state.finished) where = `game over${state.endReason ? ` (${endWords(state.endReason)})` : ''}`;
  else if (r.kind === 'auction') where = 'private auction';
  else if (r.kind === 'stock') where = `stock round ${state.turn}`;
  // a title's own kind of round (1871's sealed bids) by its kind, numbered as the stock round it belongs to
  else if (r.kind !== 'operating') where = `${String((r as { kind: string }).kind).replace(/_/g, ' ')} round ${state.turn}`;
  else {
    const corp = r.order[r.index];
    // (a minor by its name: its symbol may be a bare number, 1822's "19")
    const def = corp ? cfg.corporations.find((c) => c.sym === corp) : undefined;
    const who = def?.type === 'minor' ? def.name : corp;
    where = `operating round ${state.turn}.${r.num}${corp ? ` — ${who} ${stepWords(r.step)}` : ''}`;
  }
  return `${title} — ${where} · phase ${phase}`;
}
