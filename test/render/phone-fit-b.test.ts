// Half of the phone check (phone-fit-cases.ts): the games at odd places.
import { describePhoneFit } from './phone-fit-cases.ts';

describePhoneFit(1);
