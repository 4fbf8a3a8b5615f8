/**
 * The player's live socket (`@nl/lottery/sdk/socket`): STOMP over WebSocket with @stomp/stompjs,
 * loaded only by pages that want live balance and server events, so the core SDK stays small.
 *
 * @example
 * import { connectSocket } from '@nl/lottery/sdk/socket';
 * const socket = connectSocket(client); // follows login and logout by itself
 */
export { connectSocket, type PlayerSocket, type SocketOptions } from './connect-socket';
export { noteServerTime, serverNow } from './server-time';
export { SOCKET_PATH, USER_QUEUE, USER_EVENTS, SYSTEM_TIME_TOPIC } from './destinations';
export type { SocketChangeType, SocketMessage, SocketState } from '../client/events';
