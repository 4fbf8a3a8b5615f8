import { createElement, useEffect } from 'react';
import { loadElements } from '../layout/load-elements';
import type { ElementPage as ElementPageDefinition } from '../routing/route-table';
import type { PageProps } from './page-props';

/**
 * A page that is one element, as the route table names it: loads the element's code on demand
 * and renders its tag with the attributes the route derives from the URL.
 */
export default function ElementPage({ params, query, element }: PageProps & { element: ElementPageDefinition }) {
  useEffect(() => void loadElements([element.name]), [element.name]);
  return createElement(element.tag, element.attrs?.(params, query) ?? {});
}
