import { ApiError, errors } from './errors.ts';
import type { Json, StandInMessage } from './types.ts';

/** Discord's limits, enforced so bot bugs surface in tests rather than in production. */
export const Limits = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthor: 256,
  embedTotal: 6000,
  actionRows: 5,
  rowButtons: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  choices: 25,
  choiceName: 100,
  modalTitle: 45,
  attachmentBytes: 26_214_400,
} as const;

const len = (v: unknown): number => (typeof v === 'string' ? v.length : 0);

export function validateMessage(message: Pick<StandInMessage, 'content' | 'embeds' | 'components' | 'attachments'>): void {
  if (message.content.length > Limits.content) throw errors.invalidBody(`content: Must be ${Limits.content} or fewer in length.`);
  validateEmbeds(message.embeds);
  validateComponents(message.components);
  for (const file of message.attachments) {
    if (file.bytes.length > Limits.attachmentBytes) throw new ApiError(413, 40005, 'Request entity too large');
  }
  if (!message.content && !message.embeds.length && !message.attachments.length && !message.components.length) {
    throw new ApiError(400, 50006, 'Cannot send an empty message');
  }
}

function validateEmbeds(embeds: Json[]): void {
  if (embeds.length > Limits.embeds) throw errors.invalidBody(`embeds: Must be ${Limits.embeds} or fewer in length.`);
  let total = 0;
  embeds.forEach((embed, i) => {
    const check = (value: unknown, max: number, field: string) => {
      total += len(value);
      if (len(value) > max) throw errors.invalidBody(`embeds.${i}.${field}: Must be ${max} or fewer in length.`);
    };
    check(embed.title, Limits.embedTitle, 'title');
    check(embed.description, Limits.embedDescription, 'description');
    check(embed.footer?.text, Limits.embedFooter, 'footer.text');
    check(embed.author?.name, Limits.embedAuthor, 'author.name');
    const fields: Json[] = Array.isArray(embed.fields) ? embed.fields : [];
    if (fields.length > Limits.embedFields) throw errors.invalidBody(`embeds.${i}.fields: Must be ${Limits.embedFields} or fewer in length.`);
    fields.forEach((field, j) => {
      if (!len(field.name) || !len(field.value)) throw errors.invalidBody(`embeds.${i}.fields.${j}: name and value are required`);
      check(field.name, Limits.embedFieldName, `fields.${j}.name`);
      check(field.value, Limits.embedFieldValue, `fields.${j}.value`);
    });
  });
  if (total > Limits.embedTotal) throw errors.invalidBody(`embeds: total text must be ${Limits.embedTotal} or fewer characters.`);
}

function validateComponents(components: Json[]): void {
  const rows = components.filter((c) => c.type === 1);
  if (rows.length === components.length && rows.length > Limits.actionRows) {
    throw errors.invalidBody(`components: Must be ${Limits.actionRows} or fewer in length.`);
  }
  const seen = new Set<string>();
  const walk = (list: Json[], path: string) => {
    list.forEach((c, i) => {
      const here = `${path}.${i}`;
      if (typeof c.custom_id === 'string') {
        if (c.custom_id.length > Limits.customId) throw errors.invalidBody(`${here}.custom_id: Must be ${Limits.customId} or fewer in length.`);
        if (seen.has(c.custom_id)) throw errors.invalidBody(`${here}.custom_id: Component custom id cannot be duplicated`);
        seen.add(c.custom_id);
      }
      if (c.type === 2 && len(c.label) > Limits.buttonLabel) throw errors.invalidBody(`${here}.label: Must be ${Limits.buttonLabel} or fewer in length.`);
      if (c.type === 3 && Array.isArray(c.options) && c.options.length > Limits.selectOptions) {
        throw errors.invalidBody(`${here}.options: Must be ${Limits.selectOptions} or fewer in length.`);
      }
      if (c.type === 1 && Array.isArray(c.components)) {
        const buttons = c.components.filter((x: Json) => x.type === 2).length;
        if (buttons > Limits.rowButtons) throw errors.invalidBody(`${here}.components: Must be ${Limits.rowButtons} or fewer in length.`);
      }
      if (Array.isArray(c.components)) walk(c.components, `${here}.components`);
    });
  };
  walk(components, 'components');
}

export function validateChoices(choices: unknown): void {
  if (!Array.isArray(choices)) throw errors.invalidBody('data.choices: required');
  if (choices.length > Limits.choices) throw errors.invalidBody(`data.choices: Must be ${Limits.choices} or fewer in length.`);
  choices.forEach((choice: Json, i) => {
    if (!len(choice?.name) || len(choice.name) > Limits.choiceName) {
      throw errors.invalidBody(`data.choices.${i}.name: Must be between 1 and ${Limits.choiceName} in length.`);
    }
    if (choice.value === undefined || choice.value === null) throw errors.invalidBody(`data.choices.${i}.value: required`);
  });
}

export function validateModal(data: Json): void {
  if (!len(data.custom_id)) throw errors.invalidBody('data.custom_id: required');
  if (!len(data.title) || len(data.title) > Limits.modalTitle) {
    throw errors.invalidBody(`data.title: Must be between 1 and ${Limits.modalTitle} in length.`);
  }
  if (!Array.isArray(data.components) || data.components.length < 1 || data.components.length > 5) {
    throw errors.invalidBody('data.components: Must be between 1 and 5 in length.');
  }
}
