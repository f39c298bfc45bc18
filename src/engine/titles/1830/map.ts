// 1830's map port: the usual one on its map (permissive track: 18xx.games TRACK_RESTRICTION = :permissive).
import { standardMapPort } from '../../18xx/standard-map.ts';
import { config1830 } from './data.ts';
import './map-data.ts'; // registers the map definition

// (phases, privates and trains' reach are the same under every optional rule)
export const map1830 = standardMapPort({ mapId: '1830', cfg: config1830([]), trackRestriction: 'permissive' });
