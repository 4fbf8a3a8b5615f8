import { useT } from '../../base/hooks';
import { ChatIcon } from '../../base/icons';
import { useContact } from '../support/use-contact';

/**
 * Live chat: emits `nl-chat-open` for the host's chat plugin (SPEC §7 chat script); without one,
 * shows the hotline and support e-mail and says that chat is not available yet.
 */
export function ChatButton() {
  const t = useT();
  const contact = useContact();
  return (
    <>
      <button type="button" className="nl-icon-button" aria-label={t('header.chat')} aria-haspopup="dialog" onClick={() => contact.open('chat')}>
        <ChatIcon />
      </button>
      {contact.dialog}
    </>
  );
}
