export { DiscordStandIn } from './standin.ts';
export type {
  StandInOptions,
  MemberOptions,
  SlashInput,
  AutocompleteInput,
  ComponentInput,
  SelectInput,
  ModalInput,
} from './standin.ts';
export type { InteractionResult, WaitOptions } from './responses.ts';
export type { StandInEvents } from './events.ts';
export type { InteractionRecord } from './interaction-record.ts';
export type { OptionValue, CommandInvocation } from './interaction-builders.ts';
export { StandInUsageError, OptionType, InteractionType } from './interaction-builders.ts';
export type { NewAttachment } from './messages.ts';
export { MessageFlag } from './messages.ts';
export { CallbackType } from './rest/interactions.ts';
export { ErrorCode } from './errors.ts';
export { GatewayIntent } from './gateway.ts';
export type {
  Json,
  StandInUser,
  StandInGuild,
  StandInRole,
  StandInMember,
  StandInChannel,
  StandInMessage,
  StandInAttachment,
  StandInCommand,
} from './types.ts';
export { ChannelKind } from './types.ts';
export { formatMessage } from './format.ts';
