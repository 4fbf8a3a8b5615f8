import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ElementTag } from '../../elements/registry';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

/** JSX props of every tag in the element registry. */
type RegistryElements = { [Tag in ElementTag]: ElementProps };

/** Lets the site's JSX use the package's custom elements: every tag of the element registry. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends RegistryElements {}
  }
}
