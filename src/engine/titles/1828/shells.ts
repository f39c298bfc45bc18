// A system's two shells: each member's trains with the phase's limit of its own (g_1828/shell.rb,
// step/buy_train.rb, swap_train.rb, discard_train.rb). All the system's trains run together.

export interface Shell {
  /** The member corporation the shell stands for. */
  name: string;
  /** Train ids. */
  trains: string[];
}

export function shellOf(shells: readonly Shell[], train: string): Shell | undefined {
  return shells.find((s) => s.trains.includes(train));
}

export function shellsWithRoom(shells: readonly Shell[], limit: number): Shell[] {
  return shells.filter((s) => s.trains.length < limit);
}

export function emptyShells(shells: readonly Shell[]): Shell[] {
  return shells.filter((s) => s.trains.length === 0);
}

/** The first shell above the limit: its trains are the ones to discard from (discards leave the game). */
export function overLimitShell(shells: readonly Shell[], limit: number): Shell | undefined {
  return shells.find((s) => s.trains.length > limit);
}

/**
 * May the system buy into this shell (or into some shell)? There must be room; the president may add cash only
 * when the shell (or some shell) is empty, and a pass on trains is refused only when the system has none.
 */
export function roomFor(shells: readonly Shell[], limit: number, shell?: Shell): boolean {
  return shell ? shell.trains.length < limit : shellsWithRoom(shells, limit).length > 0;
}

export function presidentMayContribute(shells: readonly Shell[], shell?: Shell): boolean {
  return shell ? shell.trains.length === 0 : emptyShells(shells).length > 0;
}

/** A bought train goes into the named shell. */
export function addToShell(shells: Shell[], shellName: string, train: string, limit: number): void {
  const shell = shells.find((s) => s.name === shellName);
  if (!shell) throw new Error(`No shell ${shellName}`);
  if (shell.trains.length >= limit) throw new Error(`The ${shellName} shell has no room for a train`);
  shell.trains.push(train);
}

/**
 * `swap_train`: the train moves to the other shell. While swapping, the train limit waits (`ignore_train_limit`);
 * "Done" (pass) is refused while a shell is over the limit.
 */
export function swapTrain(shells: Shell[], train: string): { from: string; to: string } {
  const from = shellOf(shells, train);
  if (!from) throw new Error(`Train ${train} is in no shell`);
  const to = shells.find((s) => s !== from);
  if (!to) throw new Error('A system has two shells');
  from.trains = from.trains.filter((t) => t !== train);
  to.trains.push(train);
  return { from: from.name, to: to.name };
}

export function mayFinishSwapping(shells: readonly Shell[], limit: number): boolean {
  return !overLimitShell(shells, limit);
}

/** A train left the system (rusted, discarded, sold): it leaves its shell too. */
export function removeFromShells(shells: Shell[], train: string): void {
  for (const s of shells) s.trains = s.trains.filter((t) => t !== train);
}
