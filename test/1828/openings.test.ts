// Openings of the shared real 1828 games (test/fixtures/1828-openings.json): players' current values — also in the
// middle of a merger's share exchange —, the turn, the round's name, who is acting, and the end, as 18xx.games showed them.
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { describeOpenings } from '../helpers/openings.ts';

describeOpenings('1828', new URL('../fixtures/1828-openings.json', import.meta.url), FIXTURES_18XX);
