import type { TileColor, TileDef } from './types.ts';

/** Parses an 18xx.games tile code ("city=revenue:20;path=a:0,b:_0") into a TileDef. */
export function parseTileCode(_name: string, _color: TileColor, _code: string): TileDef {
  throw new Error('not implemented');
}
