// Helpers for driving sealed bid sheets through the stand-in: find sheets, pick prices, submit.
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult, StandInMessage } from '../../src/standin/index.ts';

type Json = any;

export function selects(components: Json[]): Json[] {
  return components.flatMap((row: Json) => (row.components ?? []).filter((c: Json) => c.type === 3));
}

export function button(components: Json[], label: RegExp): Json | undefined {
  return components.flatMap((row: Json) => row.components ?? []).find((c: Json) => c.type === 2 && label.test(c.label ?? ''));
}

/** The latest DM to a user that carries a bid sheet. */
export function dmSheet(w: LocalWorld, user: string): StandInMessage | undefined {
  return w.sim
    .dmMessages(w.user(user))
    .filter((m) => selects(m.components).length > 0)
    .at(-1);
}

/** Pick the option labelled `label` (e.g. "Lot 1: 117") in whichever select on the sheet offers it. */
export async function pick(w: LocalWorld, user: string, sheet: { id: string; components: Json[] }, label: string): Promise<InteractionResult> {
  for (const menu of selects(sheet.components)) {
    const option = (menu.options as Json[]).find((o) => o.label === label);
    if (option) return w.sim.selectMenu({ user: w.user(user), messageId: sheet.id, customId: menu.custom_id, values: [option.value] });
  }
  throw new Error(`no option "${label}" on this page`);
}

export async function click(w: LocalWorld, user: string, sheet: { id: string; components: Json[] }, label: RegExp): Promise<InteractionResult> {
  const b = button(sheet.components, label);
  if (!b) throw new Error(`no button ${label}`);
  return w.sim.clickButton({ user: w.user(user), messageId: sheet.id, customId: b.custom_id });
}

/** Page through a sheet until some select offers `label`, then pick it; returns the sheet message after. */
export async function pickAnywhere(w: LocalWorld, user: string, messageId: string, label: string): Promise<StandInMessage> {
  for (let guard = 0; guard < 20; guard++) {
    const sheet = w.sim.message(messageId)!;
    const has = selects(sheet.components).some((m) => (m.options as Json[]).some((o) => o.label === label));
    if (has) {
      await pick(w, user, sheet, label);
      return w.sim.message(messageId)!;
    }
    const next = button(sheet.components, /Next/);
    if (!next || next.disabled) {
      // wrap around to the first page
      let prev = button(sheet.components, /Prev/);
      while (prev && !prev.disabled) {
        await w.sim.clickButton({ user: w.user(user), messageId, customId: prev.custom_id });
        prev = button(w.sim.message(messageId)!.components, /Prev/);
      }
      if (guard > 0 && !selects(w.sim.message(messageId)!.components).some((m) => (m.options as Json[]).some((o) => o.label === label))) throw new Error(`no option "${label}" on any page`);
      continue;
    }
    await w.sim.clickButton({ user: w.user(user), messageId, customId: next.custom_id });
  }
  throw new Error(`no option "${label}"`);
}
