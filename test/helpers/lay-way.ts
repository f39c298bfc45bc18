// The number a player types for a logged lay: /tile's rotation is the way the tile fits as the turn panel's
// picture numbers them (1…N among the offer's rotations that lay distinct track), not the map's raw rotation.
// A log's rotation that repeats an earlier way's track (a straight turned half way round) types that way's
// number, so the bot stores the equivalent first rotation: the same track, the same later lays.
import { distinctRotations, wayNumber } from '../../src/engine/18xx/map/index.ts';
import type { MapState } from '../../src/engine/18xx/face.ts';
import type { Action } from '../../src/engine/types.ts';
import { layOffers } from '../../src/bot/titles/18xx/track.ts';
import type { XxMoves } from '../../src/bot/titles/18xx/moves.ts';

export function typedRotation(m: XxMoves, lay: Action): string {
  const tile = String(lay.tile).split('-')[0]!;
  const map = m.state.map as MapState;
  // (offers list each distinct way once: the logged rotation may be its twin, laying the same track)
  const sameTrack = (r: number) => distinctRotations(map, tile, [r, Number(lay.rotation)]).length === 1;
  const offer = layOffers(m).find((o) => o.hex === lay.hex && o.tile === tile && o.rotations.some(sameTrack));
  if (!offer) throw new Error(`no offer lays ${tile} on ${String(lay.hex)} at rotation ${String(lay.rotation)} (offers there: ${JSON.stringify(layOffers(m).filter((o) => o.hex === lay.hex))})`);
  return String(wayNumber(map, tile, offer.rotations, Number(lay.rotation)).n);
}
