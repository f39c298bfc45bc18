// Undo/redo resolution of an 18xx.games action log, shared by every title.
import type { Action } from './types.ts';

/**
 * A table message, not a move: 18xx.games' message and log actions (Action::Log is a Message) change nothing.
 * (An undo still takes a log action back as it does a move: filtered_actions spares only 'message'.)
 */
export function isChat(action: Action): boolean {
  return action.type === 'message' || action.type === 'log';
}

/**
 * The actions that take effect, in order: undone actions and the undo/redo markers themselves are
 * dropped; messages stay (they are never undone) and are kept for history. An export's `skip` flag is
 * ignored, as 18xx.games' engine ignores it: a flagged action counts until an undo takes it back (a log
 * cut just after one shows it applied).
 * Rules: `undo` without action_id cancels the latest still-active non-message action; with
 * action_id it cancels every active action after that id (0 = all). `redo` restores the latest
 * undone batch; any other action clears the redo stack.
 */
export function effectiveActions(log: readonly Action[]): Action[] {
  const active: Action[] = [];
  let redo: Action[][] = [];
  for (const action of log) {
    if (action.type === 'undo') {
      if (action.action_id === undefined || action.action_id === null) {
        // the latest non-message action (the common undo): taken out where it is, not by filtering the whole list
        const i = lastMove(active);
        if (i >= 0) redo.push(active.splice(i, 1));
        continue;
      }
      const batch = undoneBy(active, action);
      if (batch.length) {
        const gone = new Set(batch);
        const keep = active.filter((a) => !gone.has(a));
        active.length = 0;
        active.push(...keep);
        redo.push(batch);
      }
      continue;
    }
    if (action.type === 'redo') {
      const batch = redo.pop();
      if (batch) {
        active.push(...batch);
        active.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
      }
      continue;
    }
    if (action.type !== 'message') redo = [];
    active.push(action);
  }
  return active;
}

/** The index of the latest action in `active` that is not a message (-1: none). */
function lastMove(active: readonly Action[]): number {
  for (let i = active.length - 1; i >= 0; i--) if (active[i]!.type !== 'message') return i;
  return -1;
}

/** The actions of `active` (effective, in order) that `undo` takes back. */
export function undoneBy(active: readonly Action[], undo: Action): Action[] {
  const target = undo.action_id as number | undefined | null;
  if (target === undefined || target === null) {
    const i = lastMove(active);
    return i < 0 ? [] : [active[i]!];
  }
  return active.filter((a) => a.type !== 'message' && (a.id ?? 0) > target);
}
