/**
 * The framework-agnostic SDK of the lottery product. No React, no UI: it calls the command
 * gateway, keeps session and state in small stores, applies the error policy and emits events.
 *
 * @example
 * import { createClient, formatMoney } from '@nl/lottery/sdk';
 * const client = createClient();
 * await client.init();
 */
export { createClient, type NlClient, type ClientOptions, type CallOptions } from './client/create-client';
export { appPlatform, APP_PLATFORM_QUERY, type AppPlatformSource } from './client/app-platform';
export type { ClientEvents, DialogName, ToastEvent, SocketChangeType, SocketMessage, SocketState } from './client/events';
export type { HostBridge, HostKind, LocationResult, ChooseFileRequest, ChooseFileResult, ChosenFile, UploadFileRequest, UploadFileResult, PaymentRequest, PaymentResult, AuthorizeRequest, AuthorizeResult } from './host/host-bridge';
// Every command's types; the values (the whole table, every schema) are the entry
// `@nl/lottery/sdk/commands`, since `client.call` loads each domain's schemas on demand.
export type * from './commands';
export * from './commands/define-command';
export * from './commands/envelope';
export * from './commands/system';
export * from './commands/wallet';
export * from './commands/sessions';
export * from './errors';
export { LOGIN_PATH, HOME_PATH, RETURN_PATH_QUERY } from './routes/entry-routes';
export { Store } from './stores/store';
export { UserInfoStore, USER_INFO_KEY, capitalizeFirst, type UserInfo } from './stores/user-info-store';
export * from './i18n/language';
export * from './format';
export * from './games/catalogue';
export * from './games/color-prediction';
export { memoryStorage, resolveEnvironment, type Environment, type StorageLike, type Timers, type Clock } from './env/environment';
export { CLIENT_ERROR_CODES, type CallResult, type GatewayError } from './transport/gateway-transport';
export { encryptMessage } from './transport/encryption';
export { newIdempotencyKey, type RandomSource } from './transport/idempotency-key';
export * from './session/session';
export * from './kyc/kyc-rules';
export * from './compliance/compliance-rules';
// The account forms' types; their schemas, field rules and the emirates are the entry
// `@nl/lottery/sdk/forms`, which only pages with such a form load.
export type * from './validation/forms';
export * from './geo/geo-status';
export * from './telemetry/telemetry';
export * from './chat/chat-provider';
// Form-input rules (card, amounts, plans, assessment ...) are in `@nl/lottery/sdk/validation`.
// The route table, path builders and the return-path check are in `@nl/lottery/sdk/routes`.
