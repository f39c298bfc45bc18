// The one pino logger. Sealed bid contents and tokens are redacted wherever they appear.
import { pino, type Logger } from 'pino';

export type { Logger };

export const REDACT_PATHS = [
  'token',
  '*.token',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
  'sealed',
  '*.sealed',
  'bid.price',
  '*.bid.price',
  // a sealed bid sheet (`sealed_bids` actions) wherever an action is logged
  'bids',
  '*.bids',
  '*.*.bids',
  'secret',
  '*.secret',
];

export function createLogger(level = 'info', destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, base: { app: 'stationmaster' }, redact: { paths: REDACT_PATHS, censor: '[sealed]' } },
    (destination ?? process.stderr) as any,
  );
}
