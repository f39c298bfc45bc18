// Shikoku 1889's map port: the usual one on its map (the beginner game's map adds the "Beg" tiles).
import { standardMapPort } from '../../18xx/standard-map.ts';
import { shikoku } from './data.ts';
import './map-data.ts'; // registers the map definitions

export const shikokuMap = standardMapPort({ mapId: '1889', cfg: shikoku, trackRestriction: 'semi_restrictive' });
