import { useId } from 'react';
import { useT } from '../../base/hooks';
import { SocialIcon } from '../../base/icons';
import type { SocialLink } from './footer-links';

/** The operator's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const t = useT();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section className="footer-social" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t('footer.social.title')}
      </h2>
      <ul className="social-list">
        {links.map((link) => {
          const name = t(`footer.social.${link.network}`, { defaultValue: link.network });
          return (
            <li key={`${link.network}-${link.url}`}>
              <a className="social-link" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('footer.social.newTab', { network: name })} data-network={link.network}>
                <SocialIcon network={link.network} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
