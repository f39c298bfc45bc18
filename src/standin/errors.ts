/** An error returned to the bot in Discord's JSON error shape `{ message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Discord JSON error codes used by the stand-in. */
export const ErrorCode = {
  General: 0,
  UnknownChannel: 10003,
  UnknownGuild: 10004,
  UnknownMember: 10007,
  UnknownMessage: 10008,
  UnknownUser: 10013,
  UnknownWebhook: 10015,
  UnknownApplicationCommand: 10063,
  UnknownInteraction: 10062,
  Unauthorized: 40001,
  AlreadyAcknowledged: 40060,
  MissingAccess: 50001,
  CannotEditOthersMessage: 50005,
  CannotSendToUser: 50007,
  InvalidFormBody: 50035,
  InvalidWebhookToken: 50027,
  ThreadLocked: 160005,
} as const;

export const errors = {
  unknownChannel: () => new ApiError(404, ErrorCode.UnknownChannel, 'Unknown Channel'),
  unknownGuild: () => new ApiError(404, ErrorCode.UnknownGuild, 'Unknown Guild'),
  unknownMember: () => new ApiError(404, ErrorCode.UnknownMember, 'Unknown Member'),
  unknownMessage: () => new ApiError(404, ErrorCode.UnknownMessage, 'Unknown Message'),
  unknownUser: () => new ApiError(404, ErrorCode.UnknownUser, 'Unknown User'),
  unknownWebhook: () => new ApiError(404, ErrorCode.UnknownWebhook, 'Unknown Webhook'),
  unknownCommand: () => new ApiError(404, ErrorCode.UnknownApplicationCommand, 'Unknown application command'),
  unknownInteraction: () => new ApiError(404, ErrorCode.UnknownInteraction, 'Unknown interaction'),
  alreadyAcknowledged: () =>
    new ApiError(400, ErrorCode.AlreadyAcknowledged, 'Interaction has already been acknowledged.'),
  cannotSendToUser: () => new ApiError(403, ErrorCode.CannotSendToUser, 'Cannot send messages to this user'),
  invalidWebhookToken: () => new ApiError(401, ErrorCode.InvalidWebhookToken, 'Invalid Webhook Token'),
  unauthorized: () => new ApiError(401, ErrorCode.Unauthorized, '401: Unauthorized'),
  invalidBody: (detail: string) => new ApiError(400, ErrorCode.InvalidFormBody, `Invalid Form Body: ${detail}`),
  threadLocked: () => new ApiError(403, ErrorCode.ThreadLocked, 'Thread is locked'),
  cannotEditOthers: () => new ApiError(403, ErrorCode.CannotEditOthersMessage, 'Cannot edit a message authored by another user'),
  notFound: () => new ApiError(404, ErrorCode.General, '404: Not Found'),
};
