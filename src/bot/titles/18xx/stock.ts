// /buy, /sell, /par: choices from the engine's legal stock-round moves and the actions they build.
import { money } from '../../../engine/18xx/money.ts';
import { percentOf, shareById } from '../../../engine/18xx/face.ts';
import { marketPrice, sellOffers, shareOffer } from '../../../engine/18xx/face.ts';
import type { Action, LegalChoice } from '../../../engine/types.ts';
import { quote } from '../../fit.ts';
import { Refusal } from '../../services/refusal.ts';
import { whatNow, type Choice, type XxMoves } from './moves.ts';

const of = (m: XxMoves, type: string): LegalChoice[] => m.choices.filter((c) => c.action.type === type);

/** "B&O", "b&o", "B&O:ipo", "B&O — from the IPO" → "B&O". */
export function corpId(m: XxMoves, text: string | null | undefined): string {
  const t = (text ?? '').trim().split(/[\s:—]/)[0]!.toUpperCase();
  return m.state.corps.find((c) => c.sym.toUpperCase() === t)?.sym ?? t;
}

function buyKey(m: XxMoves, c: LegalChoice): { corp: string; from: 'ipo' | 'market'; price: number; percent: number } {
  return shareOffer(m.state, m.ctx, c.action.shares as string[]);
}

export function buyChoices(m: XxMoves): Choice[] {
  return of(m, 'buy_shares').map((c) => {
    const k = buyKey(m, c);
    const mine = percentOf(m.state, String(m.player), k.corp);
    return { name: `${k.corp} from the ${k.from === 'ipo' ? 'IPO' : 'market'} — ${money(m.ctx.cfg, k.price)} for ${k.percent}%${mine ? ` (you hold ${mine}%)` : ''}`, value: `${k.corp}:${k.from}` };
  });
}

export function buyAction(m: XxMoves, text: string, fromOpt: string | null): Action {
  const buys = of(m, 'buy_shares');
  if (!buys.length) throw new Refusal(`You can't buy a share now. ${whatNow(m)}`);
  const corp = corpId(m, text);
  const from = fromOpt ?? (/:(ipo|market)$/i.exec(text.trim())?.[1]?.toLowerCase() as 'ipo' | 'market' | undefined);
  const fits = buys.filter((c) => buyKey(m, c).corp === corp);
  if (!fits.length) throw new Refusal(`You can't buy ${quote(corp)} now. Buyable: ${buyChoices(m).map((c) => c.name).join('; ')}.`);
  const pick = from ? fits.find((c) => buyKey(m, c).from === from) : fits.find((c) => buyKey(m, c).from === 'market') ?? fits[0];
  if (!pick) throw new Refusal(`${corp} has no share for you in the ${from === 'ipo' ? 'IPO' : 'market'}; try ${fits.map((c) => buyKey(m, c).from).join(' or ')}.`);
  return pick.action;
}

/** Every sale of `corp` open to the player: the legal choices, plus larger amounts the engine accepts at once. */
function salesOf(m: XxMoves, corp: string): Action[] {
  const legal = of(m, 'sell_shares').filter((c) => shareById(m.state, (c.action.shares as string[])[0]!).corp === corp).map((c) => c.action);
  if (!legal.length) return [];
  const more = legal[0]!.entity_type === 'player' && m.state.round.kind === 'stock' ? sellOffers(m.state, m.ctx, String(m.player), corp) : [];
  const byPercent = new Map<number, Action>();
  for (const a of [...legal, ...more]) if (!byPercent.has(Number(a.percent))) byPercent.set(Number(a.percent), { ...a, entity: legal[0]!.entity });
  return [...byPercent.values()].sort((a, b) => Number(a.percent) - Number(b.percent));
}

export function sellChoices(m: XxMoves): Choice[] {
  const corps = [...new Set(of(m, 'sell_shares').map((c) => shareById(m.state, (c.action.shares as string[])[0]!).corp))];
  return corps.map((corp) => {
    const max = Math.max(...salesOf(m, corp).map((a) => Number(a.percent)));
    return { name: `${corp} — ${money(m.ctx.cfg, marketPrice(m.state, m.ctx, corp))} a share, you may sell up to ${max / 10} (${max}%)`, value: corp };
  });
}

export function sellCountChoices(m: XxMoves, corpText: string | null): Choice[] {
  const corp = corpId(m, corpText);
  return salesOf(m, corp).map((a) => {
    const n = Number(a.percent) / 10;
    return { name: `${n} share${n === 1 ? '' : 's'} (${n * 10}%) — ${money(m.ctx.cfg, n * marketPrice(m.state, m.ctx, corp))}`, value: String(n) };
  });
}

export function sellAction(m: XxMoves, corpText: string, count: number): Action {
  const sells = of(m, 'sell_shares');
  if (!sells.length) throw new Refusal(`You can't sell shares now. ${whatNow(m)}`);
  const corp = corpId(m, corpText);
  const mine = salesOf(m, corp);
  if (!mine.length) throw new Refusal(`You can't sell ${quote(corp)} now. Sellable: ${sellChoices(m).map((c) => c.value).join(', ') || 'nothing'}.`);
  const pick = mine.find((a) => Number(a.percent) === count * 10);
  if (!pick) throw new Refusal(`You can't sell ${count} share${count === 1 ? '' : 's'} of ${corp}. You may sell ${mine.map((a) => Number(a.percent) / 10).join(', ')}.`);
  return pick;
}

export function parCorpChoices(m: XxMoves): Choice[] {
  const corps = [...new Set(of(m, 'par').map((c) => String(c.action.corporation)))];
  return corps.map((corp) => {
    const def = m.ctx.cfg.corporations.find((c) => c.sym === corp);
    return { name: `${corp}${def ? ` — ${def.name}, home ${def.home}` : ''}`, value: corp };
  });
}

export function parPriceChoices(m: XxMoves, corpText: string | null): Choice[] {
  const corp = corpText ? corpId(m, corpText) : null;
  const pres = (sym: string) => m.state.shares.find((s) => s.corp === sym && s.president)?.percent ?? 20;
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const c of of(m, 'par')) {
    if (corp && c.action.corporation !== corp) continue;
    const price = String(c.action.share_price).split(',')[0]!;
    if (seen.has(price)) continue;
    seen.add(price);
    const cost = (Number(price) * pres(String(c.action.corporation))) / 10;
    out.push({ name: `${money(m.ctx.cfg, Number(price))} a share — the president's share costs ${money(m.ctx.cfg, cost)}`, value: price });
  }
  return out;
}

export function parAction(m: XxMoves, corpText: string, priceText: string): Action {
  const pars = of(m, 'par');
  if (!pars.length) throw new Refusal(`You can't start a corporation now. ${whatNow(m)}`);
  const corp = corpId(m, corpText);
  const forCorp = pars.filter((c) => c.action.corporation === corp);
  if (!forCorp.length) throw new Refusal(`You can't par ${quote(corp)} now. You may par: ${parCorpChoices(m).map((c) => c.value).join(', ')}.`);
  const price = priceText.replace(/[$\s]/g, '').split(',')[0]!;
  const pick = forCorp.find((c) => String(c.action.share_price).split(',')[0] === price);
  if (!pick) throw new Refusal(`${price} is not a par price you can take for ${corp}. Choose one of: ${parPriceChoices(m, corp).map((c) => c.value).join(', ')}.`);
  return pick.action;
}
