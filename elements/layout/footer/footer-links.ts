import { routePath } from '../../../sdk/routes';

/** The footer's information links (SPEC §2 Footer), in display order. */
export const FOOTER_LINKS: readonly { key: string; path: string }[] = [
  { key: 'footer.links.aboutUs', path: routePath('aboutUs') },
  { key: 'footer.links.terms', path: routePath('termsConditions') },
  { key: 'footer.links.howToPlay', path: routePath('howToPlay') },
  { key: 'footer.links.privacy', path: routePath('privacyNotice') },
  { key: 'footer.links.faq', path: routePath('faq') },
  { key: 'footer.links.playResponsibly', path: routePath('playResponsibly', {}, { key: 'Play-Responsibly' }) },
];

export { DEFAULT_SUPPORT_EMAIL, HOTLINE } from '../support/contact-details';
/** Default version shown when the host gives none (SPEC §2). */
export const DEFAULT_VERSION = '1.0.5';

/** One social network link. `network` picks the icon and the translated name. */
export interface SocialLink {
  network: 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok' | 'linkedin' | (string & {});
  url: string;
}

/**
 * Placeholder profiles so the footer is complete out of the box; an operator sets its real
 * profiles through the `socialLinks` property.
 */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', url: 'https://www.facebook.com/' },
  { network: 'instagram', url: 'https://www.instagram.com/' },
  { network: 'x', url: 'https://x.com/' },
  { network: 'youtube', url: 'https://www.youtube.com/' },
];
