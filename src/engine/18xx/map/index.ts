// Public API of the 18xx map module: tiles, hex maps, tile lays, tokens, routes.
export * from './types.ts';
export { parseTileCode } from './tile-parse.ts';
export { tileDef, catalogTile, CATALOG_CODES } from './catalog.ts';
export { hexNeighbor, hexNeighbors, invertEdge, rotateEdge, defaultAxes, hexXY } from './hex.ts';
export { mapNeighbors, mapChanged } from './track.ts';
export { getMapDef, registerMapDef } from './registry.ts';
export {
  createMap,
  hexIdsOf,
  currentTile,
  tileIdOf,
  cityIdOf,
  parseTileId,
  parseCityId,
  resolveCity,
  findTileHex,
} from './state.ts';
export { layTile, trialTileLay, checkTileLay, legalTileLays, layableHexes } from './lay.ts';
export { distinctRotations, rotationWords, rotationWordsOf, wayNumber } from './lay-ways.ts';
export { layFaces, layMeets } from './connect.ts';
export { placeToken, placeHomeToken, tokenableCities, canPlaceAnyToken, corporationCities, removeToken, renameTokens } from './tokens.ts';
export { checkRoute, checkRoutes, connectionsFromHexes, readRoute, routeRevenue, stopRevenue, revenueIn } from './routes.ts';
export { bestRoutes, corporationCanRun } from './best.ts';
