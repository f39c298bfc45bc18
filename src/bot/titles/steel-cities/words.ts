// 1871 Steel Cities' own events in words (declared in engine/titles/1871/events.ts); companies by name, every
// amount said with what it pays for. Its loans are told by 1822's words for the same events (bot/titles/1822/words.ts,
// registered with 1822's bot pieces; 1871's data keeps 1822's 50%, which those words say).
import type { Events1871 } from '../../../engine/titles/1871/events.ts';
import { cap, type EventWords } from '../../services/event-words.ts';
import { trainName } from '../../services/shared-words.ts';
import { withArticle } from '../../../engine/articles.ts';

export const steelWords: EventWords<Events1871> = {
  paper_converted: (e, { who, co, pv, money }) =>
    `${who(e.player)} turns in ${pv(e.company)} and starts ${co(e.corp)}: ${money(e.price)} for its president's ${e.percent}% goes into ${co(e.corp)}'s treasury`,
  unsold_minor_export: (e, { co }) => `Nobody won ${co(e.minor)}, so the bank's next train, ${withArticle(trainName(e.train))}, is exported (it leaves the game)`,
  private_lay_used: (e, { co, pv, names, money }) =>
    e.extra
      ? `${cap(co(e.corp))} used ${pv(e.company)}'s extra tile lay on ${names.hex(e.hex)}, beyond its turn's own lays`
      : `${cap(co(e.corp))} used ${pv(e.company)} on ${names.hex(e.hex)}: ${money(e.saved)} of terrain not paid`,
  papers_removed: (e, { pv, list }) => {
    const names = list(e.companies.map((c) => pv(c)));
    return e.why === 'unsold'
      ? `Unsold in the first stock round, ${e.companies.length === 1 ? 'this paper company leaves' : 'these paper companies leave'} the game: ${names}`
      : `Phase ${e.phase ?? ''} began: ${e.companies.length === 1 ? 'the paper company not yet turned into its major leaves' : 'the paper companies not yet turned into their majors leave'} the game: ${names}`;
  },
};
