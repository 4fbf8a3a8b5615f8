import { emit } from '../base/emit';
import { useHost, useT } from '../base/hooks';
import { ChatIcon } from '../base/icons';

/** Live chat: emits `nl-chat-open`; the host owns the chat plugin (SPEC §7 chat script). */
export function ChatButton() {
  const t = useT();
  const host = useHost();
  return (
    <button type="button" className="nl-icon-button" aria-label={t('header.chat')} onClick={() => emit(host, 'nl-chat-open', {})}>
      <ChatIcon />
    </button>
  );
}
