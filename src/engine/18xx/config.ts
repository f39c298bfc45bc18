// Static data of an 18xx title (never stored in state): market, phases, trains, corporations, privates, rules.
import type { TrainStopRow } from './map/types.ts';

export interface PhaseDef {
  name: string;
  /** Train name whose first purchase starts this phase; several: the first of them bought (1871's two classes). */
  on?: string | readonly string[];
  trainLimit: number;
  tiles: string[];
  operatingRounds: number;
  status?: string[];
}

export interface TrainDef {
  name: string;
  /** Reach as a number of stops (towns count); with `rows`, the limits per stop type instead (1828's 3+D). */
  distance: number;
  rows?: TrainStopRow[];
  /** Revenue multiplier (e.g. express trains). */
  multiplier?: number;
  /** `distance` counts hex edges (18NY's hex trains); see the map module's TrainSpec. */
  hexEdges?: boolean;
  /** Any length, the best this many hexes pay. */
  payBestHexes?: number;
  /** The train's class, for the title's `RouteHooks.trainStop` (standardMapPort's `routeHooks`). */
  class?: string;
  /** The depot stack it is sold from: the depot offers the next train of each stack (1871: freight, passenger). */
  stack?: string;
  price: number;
  /** Number of copies; Infinity-like 'unlimited'. */
  num: number | 'unlimited';
  /** The train whose first purchase rusts this one; several: the first of them bought. */
  rustsOn?: string | readonly string[];
  availableOn?: string;
  /** Trade-in discounts: old train name → discount. */
  discount?: Record<string, number>;
  events?: string[];
}

export interface CorpDef {
  sym: string;
  name: string;
  tokens: number[];
  home: string;
  /** What kind of operator: 'corporation' (default), 'minor', 'system', or a title's own kind. */
  type?: string;
  /** Its colours on charters and tokens (18xx.games' `color` and `text_color`); pictures fall back to a neutral one. */
  color?: CorpColor;
  /** Its own float percent, when not the title's (1822's LNWR floats at 10%). */
  floatPercent?: number;
  /**
   * What a picture with no room for its name shows (a token, a market marker) when its symbol says too little
   * (1822's minor 8, symbol "8", as "M8"); the picture then says what it stands for.
   */
  short?: string;
}

/** An operator's colours: `fill` behind its symbol (charter, token, run line) and `text`, the symbol's colour on it. */
export interface CorpColor {
  fill: string;
  text: string;
}

export type AbilityDef =
  | { type: 'blocks_hexes'; hexes: string[] }
  /**
   * `connect` (default true): with several lays on several hexes, each later lay must meet an earlier one's track.
   * `anytime`: usable at any point of the owner's turn, not only in its track step.
   */
  /**
   * `keptWhenHexLaid`: another lay on one of its hexes leaves the ability as it is (18xx.games; 18Chesapeake's
   * check_special_tile_lay takes it away, the default here).
   */
  | { type: 'tile_lay'; hexes: string[]; tiles: string[]; count: number; connect?: boolean; anytime?: boolean; keptWhenHexLaid?: boolean }
  | { type: 'teleport'; hexes: string[]; tiles: string[] }
  | { type: 'shares'; share: string }
  | { type: 'no_buy' }
  /** The owning corporation pays `discount` less for laying on hexes whose only terrain is `terrain` (18xx.games tile_discount). */
  | { type: 'tile_discount'; terrain: string; discount: number }
  /**
   * Held-private lays (steps/held-lays.ts): used once, in the track step of a company the private's holder runs
   * (the company itself, or the player who presides over or owns it), then the private closes. `extra_yellow_lay`:
   * one more yellow tile on an empty hex, outside the turn's lay limits, its terrain paid; `free_terrain_lay`: one of
   * the turn's own lays, on a hex of `terrain`, without paying that terrain. `provisional`: the title's data marks
   * the rule provisional (players are told with the move).
   */
  | { type: 'extra_yellow_lay'; provisional?: boolean }
  | { type: 'free_terrain_lay'; terrain: string; provisional?: boolean }
  /** Stays open when the privates close while a player owns it (18xx.games close ability, on_phase never, owner_type player). */
  | { type: 'stays_open_with_player' }
  /** From phase `phase` on, while a player owns it, it earns `revenue` (18xx.games revenue_change, owner_type player). */
  | { type: 'revenue_change'; revenue: number; phase: string };

/** An ability only the title's own steps read (e.g. 1828's coal marker, 1871's loans): a type and its data. */
export interface TitleAbility {
  type: string;
  [field: string]: unknown;
}

export interface CompanyDef {
  sym: string;
  name: string;
  value: number;
  revenue: number;
  abilities: AbilityDef[];
  titleAbilities?: TitleAbility[];
  /** In the game only with at least this many players (18xx.games min_players). */
  minPlayers?: number;
  /** Does not count against its holder's certificate limit (1822's P16, the tax haven). */
  noCert?: boolean;
  /** What players call it when it is no private (1822's bid-box certificates: "minor", "concession"); absent: a private. */
  kind?: string;
  /**
   * What a picture calls it where its name does not fit (the status's players table), when its symbol is no label
   * players know (1822's "P8", "C1"): e.g. "P8-E&GR", "LNWR conc."; absent: its symbol.
   */
  short?: string;
}

export interface TitleConfig {
  /** The currency's symbol, written before amounts (default '$'; 1889 '¥'): read through `money` (src/engine/18xx/money.ts). */
  currency?: string;
  /** Players call every corporation by its name, not its symbol (1871); labels and words read it through `entityName`. */
  corporationsByName?: boolean;
  key: string;
  bankCash: number;
  /** The bank has no limit (1828): it starts at `bankCash` 0, its balance is what it took in less what it paid out, and it never breaks. */
  unlimitedBank?: boolean;
  certLimit: Record<number, number>;
  /** The certificate limit is no rule in play (1828: 99 at every player count, which 18xx.games does not show). */
  noCertLimit?: boolean;
  startingCash: Record<number, number>;
  /** Market rows as 18xx.games codes ("95p", "55y"). */
  market: string[][];
  /**
   * Market letters this title gives its own meaning, for the market picture's key (18xx.games MARKET_TEXT):
   * what the zone means, its colour, and whether its cells are par prices (outlined).
   */
  marketZones?: Record<string, { legend: string; fill: string; par?: { outline: string } }>;
  phases: PhaseDef[];
  trains: TrainDef[];
  corporations: CorpDef[];
  /** Colours of tokens and operators on the map that have no CorpDef (1828's C&P minor and its blocker token). */
  tokenColors?: Record<string, CorpColor>;
  companies: CompanyDef[];
  floatPercent: number;
  marketShareLimit: number;
  maxOwnershipPercent: number;
  /** 18xx.games SELL_BUY_ORDER; sell_buy_or_buy_sell: no selling once a turn has sold and then bought. */
  sellBuyOrder: 'sell_buy' | 'sell_buy_sell' | 'sell_buy_or_buy_sell';
  /** A player sells a corporation's shares at most once a turn (18xx.games MUST_SELL_IN_BLOCKS), in an emergency too. */
  mustSellInBlocks?: boolean;
  /**
   * 'operated': a corporation's shares are sold only once it has operated (18xx.games SELL_AFTER :operate);
   * 'full_or_turn': the same, and in its own operating turn the operator's shares only once it operated in an
   * earlier turn (18xx.games :full_or_turn: operating_history.size > 1); default: from the second stock round on.
   */
  sellAfter?: 'operated' | 'full_or_turn';
  /**
   * 18xx.games EBUY_FROM_OTHERS: 'value' (default) lets the president add cash for another corporation's train up
   * to its face value; 'never': only the corporation's own cash (none without cash, nor after an emergency sale).
   */
  ebuyFromOthers?: 'value' | 'never';
  /** 18xx.games EBUY_PRES_SWAP = false: no emergency sale may hand any corporation's presidency to another player. */
  ebuyNoPresidencySwap?: boolean;
  /**
   * End conditions beside the usual ones (a bankruptcy ends the game at once; a broken bank after the OR set):
   * the market's end cell reached ends it after the current round.
   */
  gameEnd: { stockMarket?: 'current_round' };
  minBidIncrement: number;
  /**
   * The private auction's bid rules (18xx.games MUST_BID_INCREMENT_MULTIPLE, ONLY_HIGHEST_BID_COMMITTED); both true
   * when absent (18Chesapeake). `onlyHighestBidCommitted` false: every bid of a player on another private ties up cash.
   */
  auction?: { bidsInIncrementMultiples: boolean; onlyHighestBidCommitted: boolean };
  /**
   * A second share of a corporation in a brown cell in the same turn only from the market, and not after one from
   * its IPO this turn (18xx.games multiple_buy_only_from_market?, 1830 without its optional rule).
   */
  multipleBuyOnlyFromMarket?: boolean;
  /** 18xx.games HOME_TOKEN_TIMING: 'operate' (default, as the corporation first operates) or 'operating_round' (every operator's, as a round starts). */
  homeTokenTiming?: 'operate' | 'operating_round';
}
