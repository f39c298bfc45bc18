// 1822's own events in words (declared in engine/titles/1822/events.ts): minors acquired, players' loans, mail
// contracts, a 2P's dividend apart, pullmans, a private's choice, P17's move card, P18's and P5's token moves, the
// tax haven's purchase.
import type { Events1822 } from '../../../engine/titles/1822/events.ts';
import type { EventWords } from '../../services/event-words.ts';
import { aTrain, trainName } from '../../services/shared-words.ts';

/** P8's choice when an operator acquires it (engine/titles/1822/abilities.ts), in players' words. */
const CHOICES: Record<string, string> = {
  token: 'a free lay on a hill or mountain (the private then closes)',
  discount: 'a discount on every mountain it builds on (the private stays)',
};

/** A dividend's kind as a verb for part of a run. */
const KIND_WORDS: Record<string, string> = { payout: 'pays out', half: 'pays half of', withhold: 'withholds' };

/** "an L-train and a 3-train" from train ids ("L-0", "3-1"). */
const trains = (ids: string[], list: (w: string[]) => string) => list(ids.map(aTrain));

export const words1822: EventWords<Events1822> = {
  minor_acquired: (e, { co, who, money, list }) => {
    const paid = e.shares ? `${e.shares} ${co(e.major)} share${e.shares > 1 ? 's' : ''} at ${money(e.sharePrice)}` : '';
    const cash = e.paid > 0 ? `${money(e.paid)} from ${co(e.major)}` : e.paid < 0 ? `paying ${money(-e.paid)} to ${co(e.major)}` : '';
    const price = [paid, cash].filter(Boolean).join(e.paid < 0 ? ', ' : ' and ');
    const took = [e.cash ? `its ${money(e.cash)}` : '', e.trains.length ? trains(e.trains, list) : ''].filter(Boolean);
    return `${co(e.major)} acquires ${co(e.minor)} from ${who(e.owner)}, worth ${money(e.worth)} (twice its share price): ${who(e.owner)} gets ${price}${took.length ? `; ${co(e.major)} takes ${list(took)}` : ''}`;
  },
  bidbox_minor_acquired: (e, { co, money }) => `${co(e.major)} acquires ${co(e.minor)} from the bid box (nobody had won it), paying ${money(e.price)} to the bank`,
  player_loan: (e, { who, money }) => {
    const owed = e.amount + e.interest;
    const before = e.debt - owed;
    const why = `${money(e.amount)} and ${money(e.interest)} of interest (50%, rounded up)`;
    return `${who(e.player)} borrows ${money(e.amount)} from the bank for the train and now owes ${money(e.debt)}: ${before > 0 ? `${money(before)} owed before, ${why}` : why}`;
  },
  loan_interest: (e, { who, money }) => `${who(e.player)}'s debt grows by ${money(e.interest)} in interest (50%) to ${money(e.debt)}`,
  loan_paid: (e, { who, money }) => `${who(e.player)} pays ${money(e.amount)} off their loan${e.debt ? ` and still owes ${money(e.debt)}` : ' and owes nothing now'}`,
  mail_subsidy: (e, { co, money, cap }) => `${cap(co(e.entity))}'s mail contract pays ${money(e.amount)} into its treasury`,
  extra_train_dividend: (e, { co, cap }) => `${cap(co(e.entity))} ${KIND_WORDS[e.kind] ?? 'chooses the dividend of'} what its ${trainName(e.train)} earned, apart from its other trains`,
  pullman_attached: (e, { co, cap }) => `${cap(co(e.entity))} attaches its pullman to its ${trainName(e.train)} for this run`,
  stack_moved: (e, { co, pv, cap }) => `${cap(co(e.entity))} uses ${pv(e.company)} to move ${pv(e.moved)} to the ${e.top ? 'top' : 'bottom'} of its stack`,
  exchange_token_moved: (e, { co, pv, cap }) =>
    e.to === 'available'
      ? `${cap(co(e.entity))} uses ${pv(e.company)}: one of its exchange tokens becomes an ordinary token`
      : `${cap(co(e.entity))} uses ${pv(e.company)}: one of its unplaced tokens becomes an exchange token`,
  ability_chosen: (e, { co, pv, cap }) => `${cap(co(e.entity))} takes ${CHOICES[e.choice] ?? 'what it chose'} from ${pv(e.company)}`,
  tax_haven_bought: (e, { who, co, holder, money }) => `${who(e.player)} buys a 10% share of ${co(e.corp)} from ${holder(e.from)} for ${money(e.price)} into their tax haven (it counts toward their worth, not their holdings)`,
};
