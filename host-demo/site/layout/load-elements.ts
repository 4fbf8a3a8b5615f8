import { ELEMENTS, type ElementName } from '../../../elements/registry';

/**
 * Registers elements on demand through the registry's lazy imports: each page asks only for the
 * elements it shows, so the first page load does not carry every element's code.
 * @example await loadElements(['login']);
 */
export function loadElements(names: readonly ElementName[]): Promise<unknown[]> {
  return Promise.all(names.map((name) => ELEMENTS[name].load()));
}
