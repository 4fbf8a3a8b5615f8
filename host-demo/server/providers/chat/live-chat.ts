/**
 * Live chat with customer service (SPEC §2, §7 "a chat script also loads"). The player's browser
 * talks to the chat service itself, as it would to a chat vendor's widget; the gateway only says
 * where the service is (010001 `liveChatPath`, while the LIVE_CHAT setting is on). A real vendor
 * replaces the simulator (./simulator.ts) by giving its own address here and a `ChatProvider` in
 * the SDK (sdk/chat/chat-provider.ts) if it speaks another protocol.
 */
export interface LiveChatService {
  /** Where browsers reach the service: a path on this host or a URL. */
  readonly url: string;
}
