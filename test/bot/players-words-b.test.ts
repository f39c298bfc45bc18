// Half of the players' words scan (players-words-cases.ts): the games at odd places.
import { describePlayersWords } from './players-words-cases.ts';

describePlayersWords(1);
