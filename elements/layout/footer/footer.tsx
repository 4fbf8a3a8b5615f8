import { useId } from 'react';
import { useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { BackToTop } from './back-to-top';
import { DEFAULT_SOCIAL_LINKS, DEFAULT_SUPPORT_EMAIL, DEFAULT_VERSION, FOOTER_LINKS, type SocialLink } from './footer-links';
import { FOOTER_STYLES } from './footer-styles';
import { SocialLinks } from './social-links';
import { CONTACT_STYLES } from '../support/contact-dialog';
import { HotlineLink } from '../support/hotline-link';
import { useContact } from '../support/use-contact';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-footer>`. */
export interface FooterProps {
  /** Support address shown and linked with mailto:. Attribute `support-email`; default support@example.ae. */
  supportEmail?: string;
  /** Version shown at the bottom. Attribute `version`; default 1.0.5. */
  version?: string;
  /** Social profiles (property only, an array). Default: the placeholders in DEFAULT_SOCIAL_LINKS. */
  socialLinks?: readonly SocialLink[];
}

/**
 * The site footer (SPEC §2): information links, customer service, support e-mail, hotline,
 * social links, the 18+ and restricted-persons notice, the year, the version, and a back-to-top
 * button after 400 px of scrolling.
 *
 * @example <nl-footer support-email="help@lottery.ae" version="1.2.0"></nl-footer>
 */
export function Footer({ supportEmail, version, socialLinks }: FooterProps) {
  const t = useT();
  const linksHeading = useId();
  const supportHeading = useId();
  const email = supportEmail || DEFAULT_SUPPORT_EMAIL;
  const contact = useContact(email);
  const year = new Date().getFullYear();

  return (
    <footer className="nl-footer" part="footer">
      <ElementStyles css={FOOTER_STYLES + CONTACT_STYLES} />
      <div className="footer-grid">
        <nav className="footer-links" aria-labelledby={linksHeading}>
          <h2 id={linksHeading} className="footer-heading">
            {t('footer.links.label')}
          </h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink path={link.path}>{t(link.key)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer-support" aria-labelledby={supportHeading}>
          <h2 id={supportHeading} className="footer-heading">
            {t('footer.support.title')}
          </h2>
          <ul>
            <li>
              <button type="button" className="footer-link-button" aria-haspopup="dialog" onClick={() => contact.open('support')}>
                {t('footer.support.customerService')}
              </button>
            </li>
            <li className="support-email">
              <TransText k="footer.support.email" values={{ email: <a href={`mailto:${email}`}><Ltr>{email}</Ltr></a> }} />
            </li>
            <li className="hotline">
              <TransText k="footer.support.hotline" values={{ number: <HotlineLink /> }} />
            </li>
          </ul>
        </section>

        <SocialLinks links={socialLinks ?? DEFAULT_SOCIAL_LINKS} />
      </div>

      <div className="footer-legal">
        <p className="age-notice">
          <Ltr className="age-badge">{t('footer.age.badge')}</Ltr>
          <span>{t('footer.age.notice')}</span>
        </p>
        <p className="footer-meta">
          <span className="copyright">
            <TransText k="footer.copyright" values={{ year: <Ltr>{year}</Ltr> }} />
          </span>
          <span className="version">
            <TransText k="footer.version" values={{ version: <Ltr>{version || DEFAULT_VERSION}</Ltr> }} />
          </span>
        </p>
      </div>
      <BackToTop />
      {contact.dialog}
    </footer>
  );
}
