// 18Chesapeake's map port: the usual one on its map (both variants share map, phases, privates and reach).
import { standardMapPort } from '../../18xx/standard-map.ts';
import { chesapeake } from './data.ts';
import './map-data.ts'; // registers the map definition

export const chesapeakeMap = standardMapPort({ mapId: '18chesapeake', cfg: chesapeake, trackRestriction: 'semi_restrictive' });
