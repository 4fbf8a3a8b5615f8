import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageText, type ChatMessage, type ChatProvider } from '../../../sdk';
import { Dialog } from '../../base/dialog';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { ChatIcon } from '../../base/icons';
import { ErrorState, Skeleton } from '../../base/state-message';
import { FieldError, useFieldIds } from '../../forms/field-shell';
import { FORM_STYLES } from '../../forms/form-styles';
import { ElementStyles } from '../../base/element-styles';

/** How often an open conversation asks for the operator's new messages. */
export const CHAT_POLL_MS = 3000;

/** Props of `<nl-live-chat>`. */
export interface LiveChatProps {
  /** Hide the floating launcher; the header's chat button and the footer's customer service still open the chat. Attribute `no-launcher`. */
  noLauncher?: boolean;
}

type Conversation =
  | { state: 'closed' }
  | { state: 'starting' }
  | { state: 'failed' }
  | { state: 'open'; id: string; messages: ChatMessage[] };

/** Adds messages not already there (by id), in time order: a poll and a send may bring the same one. */
function merge(messages: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const known = new Set(messages.map((m) => m.id));
  const added = more.filter((m) => !known.has(m.id));
  return added.length ? [...messages, ...added].sort((a, b) => a.at - b.at) : messages;
}

/**
 * Live chat with customer service (SPEC §2 header chat icon and footer customer service): a
 * launcher and a chat panel. It shows only when live chat is on: the client was given a chat
 * provider, or the gateway announces one (010001 `liveChatPath`). While it is on the page, it
 * answers the header's and footer's `nl-chat-open` (cancelling it, so they do not open their
 * contact dialog) by opening its panel. The panel is a dialog (focus kept inside, Escape closes,
 * focus returns), the messages a polite live region, the operator's new messages asked for
 * every 3 s while it is open.
 *
 * @example <nl-live-chat></nl-live-chat>
 */
export function LiveChat({ noLauncher = false }: LiveChatProps) {
  const client = useClient();
  const t = useT();
  const language = useLanguage();
  const config = useStore(client.stores.systemConfig);
  const [provider, setProvider] = useState<ChatProvider | null>(null);
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<Conversation>({ state: 'closed' });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const ids = useFieldIds(undefined, error);
  const logRef = useRef<HTMLOListElement>(null);
  // The poll reads the conversation as it is at each tick, not as it was when the poll started.
  const latest = useRef(conversation);
  useEffect(() => {
    latest.current = conversation;
  });

  // Chat is on once the configuration says so (or a provider was passed to the client).
  useEffect(() => {
    let live = true;
    client.liveChat().then(
      (found) => live && setProvider(() => found),
      () => live && setProvider(null),
    );
    return () => void (live = false);
  }, [client, config]);

  // The header's chat button and the footer's customer service open this panel instead of their contact dialog.
  useEffect(() => {
    if (!provider) return;
    const onOpen = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('nl-chat-open', onOpen);
    return () => document.removeEventListener('nl-chat-open', onOpen);
  }, [provider]);

  const start = useCallback(() => {
    if (!provider) return;
    setConversation({ state: 'starting' });
    provider.start({ language }).then(
      (started) => setConversation({ state: 'open', id: started.id, messages: merge([], started.messages) }),
      () => setConversation({ state: 'failed' }),
    );
  }, [provider, language]);

  useEffect(() => {
    if (open && conversation.state === 'closed') start();
  }, [open, conversation.state, start]);

  // While the panel is open, the operator's new messages arrive by polling the provider.
  const openId = conversation.state === 'open' ? conversation.id : null;
  useEffect(() => {
    if (!provider || !open || !openId) return;
    let live = true;
    const handle = client.env.timers.setInterval(() => {
      const current = latest.current;
      if (current.state !== 'open') return;
      provider.messages(current.id, current.messages.at(-1)?.id ?? null).then(
        (more) => live && setConversation((now) => (now.state === 'open' && now.id === current.id ? { ...now, messages: merge(now.messages, more) } : now)),
        // A failed poll is tried again at the next tick; the messages shown stay.
        () => undefined,
      );
    }, CHAT_POLL_MS);
    return () => {
      live = false;
      client.env.timers.clearInterval(handle);
    };
  }, [client, provider, open, openId]);

  const count = conversation.state === 'open' ? conversation.messages.length : 0;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (!provider) return null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (conversation.state !== 'open' || sending) return;
    const text = chatMessageText(draft);
    if (text === null) {
      setError(t(draft.trim() ? 'liveChat.tooLong' : 'liveChat.empty', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    setError(undefined);
    setSending(true);
    provider.send(conversation.id, text).then(
      (message) => {
        setSending(false);
        setDraft('');
        setConversation((now) => (now.state === 'open' ? { ...now, messages: merge(now.messages, [message]) } : now));
      },
      () => {
        setSending(false);
        setError(t('liveChat.sendFailed'));
      },
    );
  };

  let body;
  if (conversation.state === 'failed') body = <ErrorState messageKey="liveChat.startFailed" onRetry={start} />;
  else if (conversation.state !== 'open') body = <Skeleton count={3} shape="nl-skeleton-row" />;
  else
    body = (
      <>
        <ol className="chat-log" part="log" role="log" aria-live="polite" aria-label={t('liveChat.log')} tabIndex={0} ref={logRef}>
          {conversation.messages.map((m) => (
            <li key={m.id} className={`chat-message chat-${m.from}`} data-from={m.from}>
              <span className="nl-visually-hidden">{t(m.from === 'player' ? 'liveChat.you' : 'liveChat.operator')}: </span>
              {m.text}
            </li>
          ))}
        </ol>
        <form className="chat-form" part="form" onSubmit={send} noValidate>
          <label className="nl-visually-hidden" htmlFor={ids.inputId}>
            {t('liveChat.message')}
          </label>
          <div className="nl-input-group">
            <textarea
              id={ids.inputId}
              className="nl-input chat-input"
              rows={2}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX_LENGTH * 2}
              placeholder={t('liveChat.placeholder')}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={ids.describedBy}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter sends, Shift+Enter starts a new line, as in every chat.
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) send(e);
              }}
            />
            <button type="submit" className="nl-button nl-button-primary" disabled={sending}>
              {t('liveChat.send')}
            </button>
          </div>
          <FieldError id={ids.errorId} error={error} />
        </form>
      </>
    );

  return (
    <>
      <ElementStyles css={FORM_STYLES + LIVE_CHAT_STYLES} />
      {noLauncher ? null : (
        <button type="button" className="chat-launcher nl-button nl-button-primary" part="launcher" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          <ChatIcon />
          <span>{t('liveChat.launcher')}</span>
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('liveChat.title')}>
        <div className="chat-panel" part="panel" data-state={conversation.state}>
          {body}
        </div>
      </Dialog>
    </>
  );
}

const LIVE_CHAT_STYLES = /* css */ `
.chat-launcher {
  position: fixed; inset-block-end: calc(1rem + var(--nl-bottom-inset, 0px)); inset-inline-end: 1rem; z-index: 20;
  display: inline-flex; align-items: center; gap: 0.5rem; min-block-size: 48px; border-radius: 999px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
}
.chat-panel { display: grid; gap: 0.75rem; inline-size: 100%; }
.chat-log {
  display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0.25rem; list-style: none;
  block-size: min(50vh, 22rem); overflow-y: auto; overscroll-behavior: contain;
}
.chat-log:focus-visible { outline: 2px solid var(--_nl-primary); }
.chat-message {
  max-inline-size: 85%; padding: 0.5rem 0.75rem; border-radius: var(--_nl-radius-small);
  white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.4;
}
.chat-operator { align-self: flex-start; background: var(--_nl-surface-alt); color: var(--_nl-text); }
.chat-player { align-self: flex-end; background: var(--_nl-primary); color: var(--_nl-on-primary); }
.chat-form { display: grid; gap: 0.25rem; }
.chat-input { resize: none; min-block-size: 48px; font: inherit; }
`;
