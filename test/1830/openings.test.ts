// Openings of the real 1830 games (test/fixtures/1830-openings.json): players' current values, the turn, the
// round's name, who is acting, and the end, as 18xx.games showed them.
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { describeOpenings } from '../helpers/openings.ts';

describeOpenings('1830', new URL('../fixtures/1830-openings.json', import.meta.url), FIXTURES_NEXT);
