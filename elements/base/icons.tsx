import type { ReactNode } from 'react';

/** Decorative 24×24 icon in the current text colour; the button around it carries the label. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `nl-icon ${className}` : 'nl-icon'} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const EyeIcon = () => (
  <Icon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const EyeOffIcon = () => (
  <Icon>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-6.4 0-10-7-10-7a18.5 18.5 0 0 1 4.1-5.1M9.9 5.2A9.5 9.5 0 0 1 12 5c6.4 0 10 7 10 7a18.6 18.6 0 0 1-2.2 3.2" />
    <path d="M2 2l20 20" />
  </Icon>
);
export const BellIcon = () => (
  <Icon>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);
export const WalletIcon = () => (
  <Icon>
    <rect x="2" y="6" width="20" height="14" rx="2" />
    <path d="M16 13h2M2 10h20M6 6V4h12v2" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6L6 18M6 6l12 12" />
  </Icon>
);
/** Points to the inline end; mirrored in right-to-left text by the `nl-mirror` class. */
export const ChevronIcon = () => (
  <Icon className="nl-mirror nl-chevron">
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const CaretDownIcon = () => (
  <Icon className="nl-caret">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon>
    <path d="M7 4l13 8-13 8z" />
  </Icon>
);

/** The lottery's star-in-a-ball mark, drawn in the theme's gold. */
export const LogoMark = () => (
  <svg className="nl-logo-mark" viewBox="0 0 40 40" width="32" height="32" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="19" fill="var(--_nl-accent)" />
    <circle cx="20" cy="20" r="15" fill="var(--_nl-primary)" />
    <path d="M20 9l3.2 6.9 7.5.8-5.6 5.1 1.6 7.4L20 25.4l-6.7 3.8 1.6-7.4-5.6-5.1 7.5-.8z" fill="var(--_nl-accent)" />
  </svg>
);

/** Brand marks of the social networks the footer links to. */
export const SocialIcon = ({ network }: { network: string }) => {
  switch (network) {
    case 'facebook':
      return (
        <Icon>
          <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
        </Icon>
      );
    case 'instagram':
      return (
        <Icon>
          <rect x="2" y="2" width="20" height="20" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5h.01" />
        </Icon>
      );
    case 'x':
      return (
        <Icon>
          <path d="M4 4l16 16M20 4L4 20" />
        </Icon>
      );
    case 'youtube':
      return (
        <Icon>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="M10 9l5 3-5 3z" />
        </Icon>
      );
    default:
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </Icon>
      );
  }
};
