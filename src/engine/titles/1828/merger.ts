// Who may merge and the arithmetic of a system around the share exchange (g_1828/game.rb#merge_candidate?,
// create_system; step/merger.rb#complete_merger; system.rb; round/stock.rb#sold_out?).
import type { Book } from './book.ts';

export interface CorpView {
  sym: string;
  system: boolean;
  ipoed: boolean;
  president: string | null;
  operated: boolean;
  floated: boolean;
}

export interface MergeView {
  players: readonly string[];
  /** 10% shares a player holds (a president's certificate counts two). */
  shares(player: string, corp: string): number;
  soldThisRound(player: string, corp: string): boolean;
}

/**
 * May `player` merge `corp` with `candidate`? The player presides over one of them; neither is a system; both have
 * operated or neither has; at least one has floated; and some player holds six shares of the two, or exactly five
 * without having sold either this round. (18xx.games asks no consent of the other president.)
 */
export function mergeCandidate(view: MergeView, player: string, corp: CorpView, candidate: CorpView): boolean {
  if (corp.system || candidate.sym === corp.sym || candidate.system || !candidate.ipoed) return false;
  if (corp.president !== player && candidate.president !== player) return false;
  if (candidate.operated !== corp.operated || (!candidate.floated && !corp.floated)) return false;
  return view.players.some((p) => {
    const n = view.shares(p, candidate.sym) + view.shares(p, corp.sym);
    return n >= 6 || (n === 5 && !view.soldThisRound(p, candidate.sym) && !view.soldThisRound(p, corp.sym));
  });
}

export function mergeCandidates(view: MergeView, player: string, corp: CorpView, all: readonly CorpView[]): string[] {
  return all.filter((c) => mergeCandidate(view, player, corp, c)).map((c) => c.sym);
}

/** A system's symbol ("NYC-PRR"); it bears the first member's name, data and home. */
export function systemSym(merger: string, target: string): string {
  return `${merger}-${target}`;
}

/** A system has floated once its IPO, the treasury share aside, holds at most four shares (`System#floated?`). */
export function systemFloated(book: Book, sym: string): boolean {
  const inIpo = book.numSharesOf(sym, sym);
  const reserved = book.sharesOf(sym, sym).reduce((s, c) => s + (c.buyable ? 0 : c.percent / 10), 0);
  return inIpo - reserved <= 4;
}

/** Sold out at a stock round's end: players hold 90% (the treasury share does not count). */
export function systemSoldOut(book: Book, sym: string, players: readonly string[]): boolean {
  return players.reduce((s, p) => s + book.percentOf(p, sym), 0) === 90;
}

/**
 * The system's treasury after the exchange: both members' cash; but if a member had not floated, it is reset to
 * 10 × the system's price when the system has floated, else to nothing. Returns the treasury and what the bank
 * paid out (negative: took in).
 */
export function systemTreasury(mergerCash: number, targetCash: number, bothFloated: boolean, floated: boolean, price: number): { cash: number; bankPaid: number } {
  const combined = mergerCash + targetCash;
  if (bothFloated) return { cash: combined, bankPaid: 0 };
  const cash = floated ? price * 10 : 0;
  return { cash, bankPaid: cash - combined };
}
