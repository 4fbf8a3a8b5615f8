import { useState, type ReactNode } from 'react';
import { emit } from '../../base/emit';
import { useHost } from '../../base/hooks';
import type { ContactChannel } from './contact-details';
import { ContactDialog } from './contact-dialog';

/**
 * Live chat and customer service: asks the host first (`nl-chat-open`, cancel it to open your own
 * chat plugin); when no host takes over, shows the contact dialog instead of doing nothing.
 *
 * @example const contact = useContact(); <button onClick={() => contact.open('chat')} />{contact.dialog}
 */
export function useContact(supportEmail?: string): { open: (channel: ContactChannel) => void; dialog: ReactNode } {
  const host = useHost();
  const [channel, setChannel] = useState<ContactChannel | null>(null);
  const open = (requested: ContactChannel) => {
    if (!emit(host, 'nl-chat-open', { channel: requested }).defaultPrevented) setChannel(requested);
  };
  return { open, dialog: <ContactDialog channel={channel} onClose={() => setChannel(null)} supportEmail={supportEmail} /> };
}
