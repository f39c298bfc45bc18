// The 1828 commands that pick one listed move: /coal, /swap, /lay, /cp, /exchange (M&H), /merger (an exchange choice).
import { mergerStage } from '../../../../engine/titles/1828/queries/merger.ts';
import type { CommandModule } from '../../../command.ts';
import { choiceButtonHandler, MERGER_CHOICE } from '../choice-buttons.ts';
import { listedCommand } from '../../../listed.ts';
import { moves1828, type Moves1828 } from '../moves.ts';

const byType = (type: string) => (m: Moves1828) => m.legal.filter((c) => c.action.type === type);

/** What each command offers, read off the engine's listings (exported for the tests). */
export const lists1828 = {
  coal: byType('special_buy'),
  swap: byType('swap_train'),
  // every lay the engine lists now as one pick (the shared /tile offers the same lays hex by hex)
  lay: (m: Moves1828) => m.legal.filter((c) => c.action.type === 'lay_tile' && c.action.entity !== 'C&P'),
  // C&P acts as itself: the minor's lay and run, the free C15 token or the blocker after its sale (its plain
  // "pass" of a step is /pass's)
  cp: (m: Moves1828) => m.legal.filter((c) => c.action.entity === 'C&P' && (c.action.type !== 'pass' || c.action.entity_type === 'company')),
  exchange: (m: Moves1828) => m.legal.filter((c) => c.action.type === 'buy_shares' && c.action.entity_type === 'company'),
  // the exchange's question to this player (the engine makes them the one to act while it waits on them)
  merger: (m: Moves1828) => (mergerStage(m.state).stage === 'choice' ? byType('choose')(m) : []),
};

export const coal = listedCommand({
  name: 'coal',
  description: '1828: your operating corporation buys a coal marker',
  movesOf: moves1828,
  option: 'marker',
  optionDescription: 'The purchase (only one is ever possible)',
  list: lists1828.coal,
  what: 'coal marker purchase',
  empty: 'No coal marker to buy now',
  optional: true,
});

export const swap = listedCommand({
  name: 'swap',
  description: '1828: move a train of your system to its other shell',
  movesOf: moves1828,
  option: 'train',
  optionDescription: 'The train to move',
  list: lists1828.swap,
  what: 'train swap',
  empty: 'No train to move between shells now',
});

export const lay = listedCommand({
  name: 'lay',
  description: '1828: lay track as the engine lists it, a system’s second lay included (type a hex to filter)',
  movesOf: moves1828,
  option: 'tile',
  optionDescription: 'Tile, hex and rotation',
  list: lists1828.lay,
  what: 'tile lay',
  empty: 'No tile to lay now',
});

export const cp = listedCommand({
  name: 'cp',
  description: "1828: a move of the Cobourg & Peterborough Railway private (lay, run, C15 token or blocker)",
  movesOf: moves1828,
  option: 'move',
  optionDescription: "The private's moves now",
  list: lists1828.cp,
  what: 'Cobourg & Peterborough Railway move',
  empty: 'The Cobourg & Peterborough Railway has nothing to do now',
});

export const exchange = listedCommand({
  name: 'exchange',
  description: '1828: trade the Mohawk & Hudson Railroad private for a share (stock turn or operating round)',
  movesOf: moves1828,
  option: 'share',
  optionDescription: 'The share to take, from the IPO or the market (a president’s certificate comes with a par)',
  list: lists1828.exchange,
  what: 'Mohawk & Hudson Railroad exchange',
  empty: 'No Mohawk & Hudson Railroad exchange for you now',
});

export const merger: CommandModule = {
  ...listedCommand({
    name: 'merger',
    description: '1828: your choice in a merger’s share exchange (keep, trade with, trade up or sell)',
    movesOf: moves1828,
    option: 'choice',
    optionDescription: 'What the exchange asks of you',
    list: lists1828.merger,
    what: 'merger choice',
    empty: 'The merger asks nothing of you now',
  }),
  // the choice's buttons under the game message (choice-buttons.ts)
  components: { [MERGER_CHOICE]: choiceButtonHandler },
};
