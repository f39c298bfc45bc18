// Chicago Express's own events in words (the events are declared in engine/titles/chicago-express/events.ts).
// The thread tells a Chicago Express move with the title's narration; these words tell it in `/game log`.
import type { ChicagoExpressEvents } from '../../../engine/titles/chicago-express/events.ts';
import type { EventWords } from '../../services/event-words.ts';

export const cxWords: EventWords<ChicagoExpressEvents> = {
  built: (e, { co, names, cap, money }) => `${cap(co(e.entity))} builds into ${names.hex(e.hex)} for ${money(e.cost)}${e.incomeGain ? ` (income +${money(e.incomeGain)})` : ''}`,
  developed: (e, { names, money, list }) => {
    const to = e.entities.length ? ` for ${list(e.entities)}` : '';
    return e.what === 'house' ? `A house on ${names.hex(e.hex)}: +${money(e.gain)}${to}` : `${names.hex(e.hex)} develops: income +${money(e.gain)}${to}`;
  },
};
