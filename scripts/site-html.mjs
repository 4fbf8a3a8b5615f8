// Rollup plugins of the reference site's build: its index.html with hashed file names, and
// compressed copies of what the build writes.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A `src` or `href` naming a file next to index.html (`./main.tsx`, `../../elements/...`). */
const LOCAL_REFERENCE = /\b(src|href)="(\.{1,2}\/[^"]+)"/;
const MODULE_TAG = /^<script\b[^>]*\btype="module"|^<link\b[^>]*\brel="modulepreload"/;

/**
 * Writes index.html from `template` (host-demo/site/index.html). Each relative `src` or `href` in a
 * `<script>` or `<link>` names a source file and becomes the built file's hashed name: a module
 * (`./main.tsx`; an element's `<name>-element.ts` in a `<link rel="modulepreload">`) becomes its chunk,
 * followed by a modulepreload of every chunk that chunk imports, so the browser fetches the whole
 * tree at once instead of one level of imports at a time; any other file (the icon) is emitted
 * with a hashed name. A reference to nothing fails the build.
 */
export function siteHtml({ template }) {
  const baseDir = dirname(resolve(template));
  return {
    name: 'site-html',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (id) => chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      const importsOf = (chunk, found = new Set()) => {
        for (const file of chunk.imports) {
          if (found.has(file)) continue;
          found.add(file);
          importsOf(byFileName.get(file), found);
        }
        return found;
      };

      /** The built file standing for a reference, and whether it is a module. */
      const built = new Map();
      const builtFor = (reference) => {
        if (built.has(reference)) return built.get(reference);
        const source = resolve(baseDir, reference);
        const chunk = chunkOf(source);
        let result;
        if (chunk) result = { fileName: chunk.fileName, chunk };
        else if (existsSync(source) && statSync(source).isFile()) {
          const ref = this.emitFile({ type: 'asset', name: basename(source), source: readFileSync(source) });
          result = { fileName: this.getFileName(ref) };
        } else this.error(`${template} refers to ${reference}, which is neither a module of the site nor a file`);
        built.set(reference, result);
        return result;
      };

      // Comments are for the template's readers; the built page goes without.
      const lines = readFileSync(template, 'utf8').replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '').split('\n');
      const tags = lines.map((line) => line.trim()).filter((line) => /^<(script|link)\b/.test(line) && LOCAL_REFERENCE.test(line));
      // Files the page names itself are not preloaded a second time as someone's import.
      const listed = new Set(tags.map((tag) => builtFor(tag.match(LOCAL_REFERENCE)[2]).fileName));
      const html = lines.flatMap((line) => {
        const tag = line.trim();
        if (!tags.includes(tag)) return [line];
        const { fileName, chunk } = builtFor(tag.match(LOCAL_REFERENCE)[2]);
        const out = [line.replace(LOCAL_REFERENCE, (_, attribute) => `${attribute}="/${fileName}"`)];
        if (chunk && MODULE_TAG.test(tag)) {
          const indent = line.slice(0, line.length - line.trimStart().length);
          for (const file of importsOf(chunk)) {
            if (listed.has(file)) continue;
            listed.add(file);
            out.push(`${indent}<link rel="modulepreload" href="/${file}" />`);
          }
        }
        return out;
      });
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html.join('\n') });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each file of the bundle of at least `minBytes` (source
 * maps aside: only developer tools fetch them), at the strongest settings: done once here, where
 * compressing on every request could only afford a quick setting. The server sends them to
 * browsers that accept them (@fastify/static `preCompressed`).
 */
export function precompress({ minBytes = 1024 } = {}) {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => !fileName.endsWith('.map'));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(options.dir, fileName);
          const content = readFileSync(path);
          if (content.length < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: 9 }),
          ]);
          writeFileSync(`${path}.br`, br);
          writeFileSync(`${path}.gz`, gz);
        }),
      );
    },
  };
}
