// Amounts of money as players read them, in the title's currency: the symbol before the number, as
// 18xx.games formats them ("$120", 1889's "¥120", 1822's "£120"); a debt as "-$5".

export function formatMoney(n: number, symbol = '$'): string {
  return n < 0 ? `-${symbol}${-n}` : `${symbol}${n}`;
}

/** A title's amounts: its own `money` (TitleDefinition.money), else dollars. */
export function moneyOf(def: { money?(n: number): string } | null | undefined): (n: number) => string {
  const own = def?.money;
  return own ? (n) => own.call(def, n) : (n) => formatMoney(n);
}
