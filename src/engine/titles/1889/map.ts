// Shikoku 1889's map ports: the usual one on its map, and the Beginner Game's (its map adds the "Beg" tiles; its
// privates neither block hexes nor discount lays).
import { standardMapPort } from '../../18xx/standard-map.ts';
import { shikoku, shikokuBeginner } from './data.ts';
import './map-data.ts'; // registers the map definitions

export const shikokuMap = standardMapPort({ mapId: '1889', cfg: shikoku, trackRestriction: 'semi_restrictive' });

export const shikokuBeginnerMap = standardMapPort({ mapId: '1889-beginner', cfg: shikokuBeginner, trackRestriction: 'semi_restrictive' });
