import { createElementClass, type ElementOptions, type NlElement } from '../base/define-element';
import { Header, type HeaderProps } from './header';

/** Tag name of the header element. */
export const HEADER_TAG = 'nl-header';

/** Attributes of `<nl-header>`: `variant` (desktop | mobile | auto) and `logo-src`. */
export const headerElementOptions: ElementOptions<HeaderProps> = { props: { variant: 'string', logoSrc: 'string' } };

/** The `<nl-header>` element: the client plus reflected `variant` and `logoSrc`. */
export interface NlHeaderElement extends NlElement {
  variant: 'desktop' | 'mobile' | 'auto' | undefined;
  logoSrc: string | undefined;
}

/**
 * Class of `<nl-header>`. Events: `nl-navigate-request`, `nl-chat-open`, `nl-logout-request`.
 * Register it with `elements/header/define` or `elements/define`.
 */
export const NlHeader = /* @__PURE__ */ createElementClass(Header, headerElementOptions);
