// The map port of 18Chesapeake: delegates to the shared map module once it is available.
import type { MapPort } from '../../18xx/map-port.ts';
import { stubMap } from '../../18xx/map-port.ts';

export const chesapeakeMap: MapPort = stubMap;
