import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

/** Lets the site's JSX use the package's custom elements. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nl-header': ElementProps;
      'nl-footer': ElementProps;
      'nl-game-grid': ElementProps;
      'nl-game-card': ElementProps;
      'nl-results': ElementProps;
      'nl-login': ElementProps;
      'nl-user-info': ElementProps;
      'nl-kyc-dialogs': ElementProps;
      'nl-terms-dialog': ElementProps;
      'nl-funds-security': ElementProps;
      'nl-cookie-notice': ElementProps;
      'nl-age-gate': ElementProps;
    }
  }
}
