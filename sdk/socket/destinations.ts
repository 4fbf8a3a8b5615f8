/** STOMP destinations of SPEC §7 (WebSocket), shared by the SDK and the reference gateway. */

/** The endpoint's path on the gateway host. */
export const SOCKET_PATH = '/ws';
/** The player's own queue; the server resolves it to the connected player, whatever follows. */
export const USER_QUEUE = '/user/queue';
/** Where the SDK listens for its player's events (changeType wallet, popup, bet_insufficient, systemTime). */
export const USER_EVENTS = `${USER_QUEUE}/events`;
/** Server time for everyone connected: once on subscribing, then periodically. */
export const SYSTEM_TIME_TOPIC = '/topic/system/time';
/**
 * The `command` of an error the socket's ERROR frame carries (the server ended the session), as
 * the error policy sees it beside the six-digit codes of /hapi replies.
 */
export const SOCKET_COMMAND = 'socket';
