// A player's final value (18xx.games' result: Player#value): cash + shares at market + privates at face value.
import { companyDef } from './privates.ts';

export interface Holding {
  percent: number;
  /** The corporation's (or system's) current share price. */
  price: number;
}

export function playerValue(cash: number, holdings: readonly Holding[], privates: readonly string[]): number {
  let v = cash;
  for (const h of holdings) v += (h.price * h.percent) / 10;
  for (const p of privates) v += companyDef(p).value;
  return v;
}
