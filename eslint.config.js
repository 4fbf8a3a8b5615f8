// Lint for the whole repository (`npm run lint`, also a step of `npm test`).
// typescript-eslint's recommended rules without type information (fast), React's rules of hooks,
// and the import boundaries between the layers, which the architecture depends on:
//   sdk/              framework-agnostic: no React, nothing from elements/ or host-demo/
//   elements/         nothing from host-demo/
//   host-demo/server  nothing from elements/ or host-demo/site
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MAX_DEPTH = 8;

/** How many leading folders two repository paths share. */
const sharedFolders = (a, b) => {
  const [x, y] = [a.split('/'), b.split('/')];
  let n = 0;
  while (n < x.length && x[n] === y[n]) n += 1;
  return n;
};

/**
 * `no-restricted-imports` configs that keep `layer` (a folder) from importing the `forbidden`
 * folders (paths from the repository root). Imports are relative, so what a forbidden import looks
 * like depends on how deep the importing file sits: one config per depth, whose patterns climb
 * exactly out of the layer (to the folder both share, or to the root) and down into the target.
 * The package's own specifier (`@nl/lottery/elements`) is refused too.
 */
function boundary(layer, forbidden, message, extraPatterns = []) {
  const layerDepth = layer.split('/').length;
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const relative = forbidden.flatMap((target) => {
      const shared = sharedFolders(layer, target);
      const via = (common) => `^(?:\\.\\./){${depth + layerDepth - common}}${target.split('/').slice(common).join('/')}(?:/|$)`;
      return shared > 0 ? [via(shared), via(0)] : [via(0)];
    });
    const self = forbidden.filter((target) => !target.includes('/')).map((target) => `^@nl/lottery/${target}(?:/|$)`);
    return {
      files: [`${layer}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...extraPatterns, ...[...relative, ...self].map((regex) => ({ regex, message }))] }],
      },
    };
  });
}

const NO_REACT = { regex: '^(?:react|react-dom|@r2wc/react-to-web-component)(?:/|$)', message: 'sdk/ is framework-agnostic: React belongs in elements/.' };

export default defineConfig(
  {
    ignores: ['**/node_modules/', 'dist/', 'host-demo/site/dist/', 'data/', 'tests/e2e/artifacts/', 'tests/.reports/', 'custom-elements.json'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Global interfaces are extended by merging an empty `interface X extends Y {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed names mark a parameter or binding kept on purpose (a signature, a rest omit).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['sdk/**', 'elements/**', 'host-demo/site/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['host-demo/server/**', 'tests/**', 'scripts/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['elements/**/*.{ts,tsx}', 'host-demo/site/**/*.{ts,tsx}', 'tests/elements/**', 'tests/site/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A partner page whose CSP says style-src 'self' blocks <style> text: elements adopt their CSS
    // through ElementStyles (constructable stylesheets), which falls back to <style> itself.
    files: ['elements/**/*.tsx'],
    ignores: ['elements/base/element-styles.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='style']", message: "Use <ElementStyles css={…} /> (elements/base/element-styles.tsx): a partner's CSP blocks <style> text." }],
    },
  },
  boundary('sdk', ['elements', 'host-demo'], 'sdk/ imports nothing from elements/ or host-demo/.', [NO_REACT]),
  boundary('elements', ['host-demo'], 'elements/ imports nothing from host-demo/.'),
  boundary('host-demo/server', ['elements', 'host-demo/site'], 'The server imports nothing from elements/ or host-demo/site.'),
);
