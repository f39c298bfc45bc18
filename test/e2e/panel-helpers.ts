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
  /** The panels' own words: button labels, option labels, placeholders. */
  readonly panelWords: string[] = [];

  constructor(private readonly w: LocalWorld) {}

  private note(r: InteractionResult): InteractionResult {
    this.seen.push(r.content, ...r.followUps.map((f) => f.content));
    this.noteComponents(r);
    return r;
  }

  noteMessage(m: StandInMessage): void {
    this.seen.push(m.content);
    this.noteComponents(m);
  }

  private noteComponents(m: { components: any[] }): void {
    const words = panelComps(m).flatMap((c) => [c.label ?? '', c.placeholder ?? '', ...(c.options ?? []).map((o) => o.label)]);
    this.seen.push(...words);
    this.panelWords.push(...words);
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

/** What to tap: a button whose label, or a select option whose label, matches. */
export type Want = RegExp | ((label: string) => boolean);
const fits = (want: Want, label: string) => (want instanceof RegExp ? want.test(label) : want(label));

/**
 * Tap the panel component that `want` names on `message` (a button by its label, or a select's option by its
 * label), as `user`; resolves with the answer (its message is the private panel that continues).
 */
export async function tapOn(t: Tapper, user: string, message: { id: string; components: any[] }, want: Want): Promise<InteractionResult> {
  const comps = panelComps(message);
  const b = comps.find((c) => c.type === 2 && !c.disabled && fits(want, c.label ?? ''));
  if (b) return t.press(user, message.id, b);
  for (const s of comps.filter((c) => c.type === 3)) {
    const o = s.options!.find((x) => fits(want, x.label));
    if (o) return t.pick(user, message.id, s, o.value);
  }
  const offered = comps.map((c) => (c.type === 3 ? `[${c.placeholder}: ${c.options!.map((o) => o.label).join(' | ')}]` : `[${c.label}]`)).join(' ');
  throw new Error(`nothing matches ${String(want)} on the panel: ${offered}`);
}

/**
 * The policy, by the panel's words: run and pay out; lay track (the first hex, the first tile, rotation 1) and
 * place a token (spot 1) when offered; end the turn when it can; pass; else the first move offered.
 */
export function policyChoice(comps: Comp[]): string {
  // (never a page turn: ◀ ▶ and "More…" only show other options of the same question)
  const buttons = comps.filter((c) => c.type === 2 && !c.disabled && !/^[◀▶]/.test(c.label ?? '')).map((c) => c.label ?? '');
  const menus = comps.filter((c) => c.type === 3);
  const button = (want: RegExp) => buttons.find((l) => want.test(l));
  const lay = menus.find((c) => /lays track/.test(c.placeholder ?? ''));
  return (
    button(/^Run for \$\d+ and pay out$/) ??
    button(/^1$/) ??
    lay?.options?.[0]?.label ??
    button(/^Tile /) ??
    button(/^Done: end .+'s turn$/) ??
    button(/^Pass$|: pass\b|\bpass\b/i) ??
    buttons[0] ??
    menus[0]!.options!.find((o) => !o.label.startsWith('More…'))!.label
  );
}
