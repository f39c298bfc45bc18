// Playing through turn panels only (src/bot/panel), counting every tap (a button press or a select pick):
// find a panel's components by label or kind, press them as a player, follow the private message.
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import type { StandInMessage } from '../../src/standin/types.ts';

export interface Comp {
  type: number;
  custom_id: string;
  label?: string;
  placeholder?: string;
  options?: { label: string; value: string }[];
  disabled?: boolean;
}

/** Every component of a message (buttons type 2, string selects type 3), rows flattened. */
export function compsOf(m: { components: any[] }): Comp[] {
  return m.components.flatMap((row: any) => (row.components ?? []) as Comp[]);
}

/** Only the panel's components (custom ids "pnl:…"). */
export const panelComps = (m: { components: any[] }): Comp[] => compsOf(m).filter((c) => c.custom_id?.startsWith('pnl:'));

export class Tapper {
  taps = 0;
  /** Every text a player was shown (message contents, button labels, option labels, placeholders). */
  readonly seen: string[] = [];

  constructor(private readonly w: LocalWorld) {}

  private note(r: InteractionResult): InteractionResult {
    this.seen.push(r.content, ...r.followUps.map((f) => f.content));
    for (const c of compsOf(r)) this.seen.push(c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label));
    return r;
  }

  noteMessage(m: StandInMessage): void {
    this.seen.push(m.content);
    for (const c of compsOf(m)) this.seen.push(c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label));
  }

  async press(user: string, messageId: string, c: Comp): Promise<InteractionResult> {
    this.taps++;
    return this.note(await this.w.sim.clickButton({ user: this.w.user(user), messageId, customId: c.custom_id }));
  }

  async pick(user: string, messageId: string, c: Comp, value: string): Promise<InteractionResult> {
    this.taps++;
    return this.note(await this.w.sim.selectMenu({ user: this.w.user(user), messageId, customId: c.custom_id, values: [value] }));
  }
}

/** The newest thread message that carries a panel. */
export function threadPanel(w: LocalWorld, threadId: string): StandInMessage | undefined {
  return [...w.sim.messages(threadId)].reverse().find((m) => panelComps(m).length > 0);
}

/** The message a press's answer lives in (the private message it opened or updated). */
export function answerMessage(r: InteractionResult): StandInMessage {
  if (!r.message) throw new Error(`no message in the answer: ${r.content}`);
  return r.message;
}
