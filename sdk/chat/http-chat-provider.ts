import type { Environment } from '../env/environment';
import type { ChatConversation, ChatMessage, ChatProvider } from './chat-provider';

/**
 * A {@link ChatProvider} over the small HTTP protocol of the reference server's live-chat
 * simulator (host-demo/server/providers/chat/), at the address 010001 `liveChatPath` announces:
 *
 *   POST {base}/conversations                  { language }       → { id, messages }
 *   POST {base}/conversations/{id}/messages    { text }           → ChatMessage
 *   GET  {base}/conversations/{id}/messages?after={messageId}     → { messages }
 *
 * Loaded by the client on the first chat, so pages without chat do not carry it.
 *
 * @param base the path or URL of the service, e.g. '/simulators/live-chat'
 * @example const chat = httpChatProvider('/simulators/live-chat', client.env.fetch);
 */
export function httpChatProvider(base: string, fetch: Environment['fetch']): ChatProvider {
  const root = base.replace(/\/+$/, '');
  // Addresses of the chat service, not pages of the site: joined from segments.
  const at = (...segments: string[]) => [root, ...segments.map(encodeURIComponent)].join('/');
  async function request<T>(url: string, body?: unknown): Promise<T> {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`live chat: HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    start: ({ language }) => request<ChatConversation>(at('conversations'), { language }),
    send: (id, text) => request<ChatMessage>(at('conversations', id, 'messages'), { text }),
    messages: async (id, after) =>
      (await request<{ messages: ChatMessage[] }>(at('conversations', id, 'messages') + (after ? `?after=${encodeURIComponent(after)}` : ''))).messages,
  };
}
