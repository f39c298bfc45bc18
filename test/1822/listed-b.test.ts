// Part b of test/1822/listed.test.ts's check over the real 1822 games (listed-check.ts), in a file of its own so
// that the two test workers share the games.
import { SPLIT, describeListed } from './listed-check.ts';

describeListed(Object.keys(SPLIT).filter((f) => SPLIT[f] === 'b'));
