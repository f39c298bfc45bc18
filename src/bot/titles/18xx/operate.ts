// /train, /dividend, /private: choices from the engine's legal operating moves and the actions they build.
import { money } from '../../../engine/18xx/money.ts';
import { companyOffers, operatingNow } from '../../../engine/18xx/face.ts';
import { cashOf, entityName, playerName } from '../../../engine/18xx/face.ts';
import { trainById } from '../../../engine/18xx/face.ts';
import type { Action, LegalChoice } from '../../../engine/types.ts';
import { quote } from '../../fit.ts';
import { Refusal } from '../../services/refusal.ts';
import { operatorChoices, whatNow, type Choice, type XxMoves } from './moves.ts';

const of = (m: XxMoves, type: string): LegalChoice[] => operatorChoices(m).filter((c) => c.action.type === type);

/** "3-train" for train id "3-1", as players call it. */
const trainName = (m: XxMoves, id: string): string => `${trainById(m.state, id).name}-train`;

/** Which of the buyable trains a typed name means ("2", "2-train", "D"): from the depot first, then the market. */
function byName(m: XxMoves, buys: LegalChoice[], typed: string): string | null {
  const name = typed.replace(/-?train$/i, '').toLowerCase();
  const rank = (id: string) => ['depot', 'pool'].indexOf(trainById(m.state, id).owner) >>> 0; // others last
  const ids = [...new Set(buys.map((c) => String(c.action.train)))].filter((id) => trainById(m.state, id).name.toLowerCase() === name);
  return ids.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** A purchase as a choice value: the train, `~` the train traded in, `@` the shell it goes into (titles with shells). */
const trainValue = (a: Action): string => `${String(a.train)}${a.exchange ? `~${String(a.exchange)}` : ''}${a.shell ? `@${String(a.shell)}` : ''}`;

/** Buyable trains: one entry per train (and trade-in), with the price or price range. */
export function trainChoices(m: XxMoves): Choice[] {
  const now = operatingNow(m.state);
  const groups = new Map<string, number[]>();
  for (const c of of(m, 'buy_train')) {
    const v = trainValue(c.action);
    groups.set(v, [...(groups.get(v) ?? []), Number(c.action.price)]);
  }
  const cash = now ? cashOf(m.state, now.corp) : 0;
  return [...groups].map(([value, prices]) => {
    const [head, shell] = value.split('@') as [string, string | undefined];
    const [train, exchange] = head.split('~') as [string, string | undefined];
    const into = shell ? ` into the ${shell} shell` : '';
    const owner = trainById(m.state, train).owner;
    if (owner !== 'depot' && owner !== 'pool') {
      const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
      // (the seller as players call it: a corporation by symbol, a minor by name)
      return { name: `${trainName(m, train)} from ${entityName(m.ctx, owner, m.state)}${into} — any price ${money(m.ctx.cfg, lo)}–${money(m.ctx.cfg, hi)}${hi > cash ? ' (president helps)' : ''} (set price:)`, value };
    }
    const where = owner === 'pool' ? 'the open market' : 'the depot';
    return { name: `${trainName(m, train)} from ${where}${exchange ? `, trading in its ${trainName(m, exchange)}` : ''}${into} — ${money(m.ctx.cfg, Math.min(...prices))}${prices.length > 1 ? ' (president helps)' : ''}`, value };
  });
}

export function trainAction(m: XxMoves, text: string, price: number | null): Action {
  const buys = of(m, 'buy_train');
  if (!buys.length) throw new Refusal(`You can't buy a train now. ${whatNow(m)}`);
  const [value, shell] = text.trim().split('@') as [string, string | undefined];
  const [typed, exchange] = value.split(/[~\s]/) as [string, string | undefined];
  const known = buys.some((c) => String(c.action.train).toLowerCase() === typed.toLowerCase());
  const train = known ? typed : (byName(m, buys, typed) ?? typed);
  const fits = buys.filter(
    (c) =>
      String(c.action.train).toLowerCase() === train.toLowerCase() &&
      (exchange === undefined || String(c.action.exchange ?? '') === exchange) &&
      (shell === undefined || String(c.action.shell ?? '') === shell),
  );
  if (!fits.length) throw new Refusal(`${quote(train, 40)} is not for sale to you now. Buyable: ${trainChoices(m).map((c) => c.name).join('; ')}.`);
  const base = exchange ? fits[0]! : (fits.find((c) => !c.action.exchange) ?? fits[0]!);
  const owner = trainById(m.state, String(base.action.train)).owner;
  const fromCorp = owner !== 'depot' && owner !== 'pool';
  if (price === null) return fromCorp ? { ...base.action, price: Math.max(...fits.map((c) => Number(c.action.price))) } : base.action;
  if (!fromCorp && price !== Number(base.action.price)) throw new Refusal(`Trains from the depot cost face value: ${quote(train, 40)} costs ${money(m.ctx.cfg, Number(base.action.price))}. Leave price empty.`);
  const now = operatingNow(m.state)!;
  const prices = fits.map((c) => Number(c.action.price));
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  if (fromCorp && (price < lo || price > hi)) throw new Refusal(`Offer between ${money(m.ctx.cfg, lo)} and ${money(m.ctx.cfg, hi)} for ${quote(train, 40)} (${now.corp} has ${money(m.ctx.cfg, cashOf(m.state, now.corp))}).`);
  return { ...base.action, price };
}

export function dividendAction(m: XxMoves, kind: string): Action {
  const pick = of(m, 'dividend').find((c) => c.action.kind === kind);
  if (!pick) throw new Refusal(`You can't choose a dividend now. ${whatNow(m)}`);
  return pick.action;
}

export function privateChoices(m: XxMoves): Choice[] {
  if (!of(m, 'buy_company').length) return [];
  return companyOffers(m.state, m.ctx).map((o) => {
    const def = m.ctx.cfg.companies.find((d) => d.sym === o.company)!;
    // (by its name, its symbol after it to type: "Delaware & Hudson Railroad (D&H)"; a name that carries it,
    // 1822's "Private P16 (Tax Haven)", alone)
    const named = def.name.split(/[\s()]+/).includes(o.company) ? def.name : `${def.name} (${o.company})`;
    return { name: `${named} from ${playerName(m.state, o.owner)} — ${money(m.ctx.cfg, o.min)}–${money(m.ctx.cfg, o.max)}`, value: o.company };
  });
}

export function privateAction(m: XxMoves, text: string, price: number): Action {
  const now = operatingNow(m.state);
  if (!now || !of(m, 'buy_company').length) throw new Refusal(`No private can be bought now (from phase 3, in a corporation's turn). ${whatNow(m)}`);
  const company = text.trim().split(/\s/)[0]!;
  const offer = companyOffers(m.state, m.ctx).find((o) => o.company.toLowerCase() === company.toLowerCase());
  if (!offer) throw new Refusal(`${now.corp} can't buy "${quote(company)}". Buyable: ${privateChoices(m).map((c) => c.name).join('; ') || 'none it can afford'}.`);
  const name = m.ctx.cfg.companies.find((d) => d.sym === offer.company)?.name ?? offer.company;
  if (price < offer.min || price > offer.max) throw new Refusal(`${name} sells for ${money(m.ctx.cfg, offer.min)}–${money(m.ctx.cfg, offer.max)} now; offer a price in that range.`);
  return { type: 'buy_company', entity: now.corp, entity_type: of(m, 'buy_company')[0]!.action.entity_type, company: offer.company, price };
}
