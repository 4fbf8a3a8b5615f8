/**
 * Matches a path against a pattern with `:param` and optional `:param?` segments.
 * Returns the decoded params, or null when it does not match.
 *
 * @example matchPath('/lottery/:name/results', '/lottery/pick3/results') // { name: 'pick3' }
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  // A pattern's `?` marks an optional segment; a path's `?` starts its query.
  const got = segments(path.split('?')[0]!);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of want) {
    const value = got[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(value);
      i++;
    } else if (segment === '*') {
      params['*'] = got.slice(i).join('/');
      return params;
    } else {
      if (value?.toLowerCase() !== segment.toLowerCase()) return null;
      i++;
    }
  }
  return i === got.length ? params : null;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}
