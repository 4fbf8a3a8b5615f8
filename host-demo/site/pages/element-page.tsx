import { createElement, useEffect } from 'react';
import { loadElements } from '../layout/load-elements';
import type { ElementPage as ElementPageDefinition } from '../routing/route-table';
import type { PageProps } from './page-props';
import styles from './page-styles';

/**
 * A page that is one element, as the route table names it: loads the element's code on demand
 * and renders its tag with the attributes the route derives from the URL. The site gives it the
 * page's width and margins (elements fill whatever box a host gives them, so a partner page
 * decides its own): without them /lottery/play ran edge to edge of a wide window. The account
 * layout has its own box, and a screen without the site's header (the app variants) is the
 * whole window.
 */
export default function ElementPage({ route, params, query, element }: PageProps & { element: ElementPageDefinition }) {
  useEffect(() => void loadElements([element.name]), [element.name]);
  const shown = createElement(element.tag, element.attrs?.(params, query) ?? {});
  return route.layout === 'account' || route.hideHeader ? shown : <div style={ELEMENT_PAGE}>{shown}</div>;
}

/** The page box, with narrower margins on a phone: the play elements keep their own 12 px inside it. */
const ELEMENT_PAGE = { ...styles.page, paddingInline: 'clamp(4px, 4vw - 8px, 16px)' };
