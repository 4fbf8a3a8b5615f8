import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { DEFAULT_SUPPORT_EMAIL, HOTLINE, type ContactChannel } from './contact-details';

/**
 * The ways to reach customer service: the hotline (a `tel:` link) and the support e-mail. Asked
 * for live chat, it first says that chat is not available yet, so the button is never dead.
 */
export function ContactDialog({ channel, onClose, supportEmail }: { channel: ContactChannel | null; onClose: () => void; supportEmail?: string | undefined }) {
  const t = useT();
  const email = supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <Dialog open={channel !== null} onClose={onClose} title={t('contact.title')}>
      <div className="contact" data-channel={channel ?? undefined}>
        <p className="contact-intro" role={channel === 'chat' ? 'status' : undefined}>
          {t(channel === 'chat' ? 'contact.chatUnavailable' : 'contact.intro')}
        </p>
        <ul className="contact-options">
          <li>
            <a className="contact-option" href={`tel:${HOTLINE}`}>
              <span className="contact-label">{t('contact.phone')}</span>
              <Ltr className="contact-value">{HOTLINE}</Ltr>
            </a>
          </li>
          <li>
            <a className="contact-option" href={`mailto:${email}`}>
              <span className="contact-label">{t('contact.email')}</span>
              <Ltr className="contact-value">{email}</Ltr>
            </a>
          </li>
        </ul>
      </div>
    </Dialog>
  );
}

/** Styles of the contact dialog, for the elements that open it. */
export const CONTACT_STYLES = /* css */ `
.contact { display: grid; gap: 1rem; }
.contact-intro { margin: 0; }
.contact-options { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.contact-option {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-block-size: 48px;
  padding-inline: 1rem; border: 1px solid var(--_nl-border); border-radius: var(--_nl-radius-small);
  color: var(--_nl-text); text-decoration: none;
}
.contact-option:hover { background: var(--_nl-surface-alt); }
.contact-value { font-weight: 700; color: var(--_nl-primary); white-space: nowrap; }
`;
