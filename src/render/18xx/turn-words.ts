// Whose turn a close-up belongs to, in words: the player, the company they act for (by name), the round.
import type { TitleConfig, GameState } from '../../engine/18xx/face.ts';
import { effectiveActions } from '../../engine/log.ts';
import type { GameView } from '../../engine/view.ts';
import { namesInWords } from '../banner.ts';

const BOARD = new Set(['lay_tile', 'place_token', 'remove_token']);

function roundWords(state: GameState): string {
  const r = state.round;
  if (state.finished) return 'game over';
  if (r.kind === 'auction') return 'private auction';
  if (r.kind === 'stock') return `stock round ${state.turn}`;
  return `operating round ${state.turn}.${'num' in r ? String(r.num) : ''}`;
}

function companyWords(state: GameState, cfg: TitleConfig, sym: string): { company: string; president: string | null } {
  const def = cfg.corporations.find((c) => c.sym === sym);
  const corp = state.corps.find((c) => c.sym === sym);
  const president = state.players.find((p) => p.id === corp?.president)?.name ?? null;
  return { company: def && def.name !== sym ? `${def.name} (${sym})` : sym, president };
}

/**
 * The close-up's title lines. `change`: the turn that made the latest board changes (the thread's close-up
 * after a turn); otherwise the turn now (`/map around:`).
 */
export function turnLines18xx(game: GameView, state: GameState, cfg: TitleConfig, change: boolean): string[] {
  const names = (ids: readonly unknown[]) => namesInWords(ids.map((id) => state.players.find((p) => p.id === String(id))?.name ?? String(id)));
  const round = roundWords(state);
  if (change) {
    // the company whose lays or tokens are shown (a private's lays count for the turn they were made in)
    const last = [...effectiveActions(game.log)].reverse().find((a) => BOARD.has(a.type) && a.entity_type !== 'company');
    if (last && typeof last.entity === 'string') {
      const { company, president } = companyWords(state, cfg, last.entity);
      return [`${president ? `${president}'s turn for ` : ''}${company}`, `${round} · what it built is outlined`];
    }
  }
  const r = state.round;
  const who = names(game.active);
  if (r.kind === 'operating' && 'order' in r && Array.isArray(r.order)) {
    const sym = (r.order as string[])[(r as { index: number }).index];
    if (sym) {
      const { company } = companyWords(state, cfg, sym);
      return [`${who ? `${who}'s turn for ` : 'Turn of '}${company}`, round];
    }
  }
  return who ? [`${who}'s turn`, round] : [round];
}
