// Amounts in an 18xx title's currency (TitleConfig.currency), for the labels and status lines the engine writes.
import { formatMoney } from '../money.ts';
import type { TitleConfig } from './config.ts';

export function money(cfg: Pick<TitleConfig, 'currency'>, n: number): string {
  return formatMoney(n, cfg.currency);
}
