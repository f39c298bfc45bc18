// 1828's turn panel: the 18xx one, with a merger asked as one move. The engine lists "start a merger of MP"
// (`choose`) and only once that is stored its partners (`merge`); the panel asks the partner first and makes
// both actions in one press, so nothing is stored until the merger is complete (and a partner presided over by
// another player asks their consent for the whole move, as /merge does).
import { legalActions, previewAction } from '../../../engine/game.ts';
import type { GameState } from '../../../engine/18xx/face.ts';
import { mergerStage } from '../../../engine/titles/1828/queries/merger.ts';
import type { LegalChoice } from '../../../engine/types.ts';
import type { PanelRefinement, PanelSource } from '../../panel/refinement.ts';
import type { PanelChoice } from '../../panel/tree.ts';
import { xxPanel } from '../18xx/panel.ts';

/** A listed start of a merger (`choose` naming a corporation, before any merger runs). */
const startsMerger = (src: PanelSource, c: LegalChoice): boolean => c.action.type === 'choose' && mergerStage(src.game.state as GameState).stage === 'none';

/** Each start of a merger becomes one choice per partner the engine lists once it is started. */
function mergers(src: PanelSource, listed: LegalChoice[]): LegalChoice[] {
  return listed.flatMap((c): PanelChoice[] => {
    if (!startsMerger(src, c)) return [c];
    let started;
    try {
      started = previewAction(src.game, { ...c.action, entity: src.player, id: src.game.log.length + 1 });
    } catch {
      return [];
    }
    return legalActions(started, src.player)
      .filter((m) => m.action.type === 'merge')
      .map((m) => ({ label: m.label, action: m.action, before: [c.action] }));
  });
}

export const panel1828: PanelRefinement = {
  ...xxPanel,
  choices: (src, listed) => mergers(src, xxPanel.choices ? xxPanel.choices(src, listed) : listed),
  group(src, choice) {
    if (choice.action.type === 'merge' && (choice as PanelChoice).before) return { key: `merge|${String(choice.action.entity)}`, title: `Merge ${String(choice.action.entity)} with…` };
    return xxPanel.group?.(src, choice) ?? null;
  },
};
