// The 18xx slash commands (one file each in commands/), registered together from commands/index.ts.
import type { CommandModule } from '../../command.ts';
import { buy } from '../../../../commands/buy.ts';
import { dividend } from '../../../../commands/dividend.ts';
import { par } from '../../../../commands/par.ts';
import { privateCommand } from '../../../../commands/private.ts';
import { routes } from '../../../../commands/routes.ts';
import { sell } from '../../../../commands/sell.ts';
import { tile } from '../../../../commands/tile.ts';
import { token } from '../../../../commands/token.ts';
import { train } from '../../../../commands/train.ts';

export const xxCommands: CommandModule[] = [tile, token, routes, dividend, train, privateCommand, buy, sell, par];
