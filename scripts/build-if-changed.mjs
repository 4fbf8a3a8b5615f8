// `npm start`'s first step: builds the package and the site only when their sources changed since
// the last successful build (the stamp in each build folder, scripts/build-stamp.mjs), so a second
// start with unchanged sources goes straight to the server. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { sourceHash, stampsMatch } from './build-stamp.mjs';

const started = performance.now();
const hash = sourceHash();
if (stampsMatch(hash)) {
  console.log(`Build is up to date (sources unchanged since the last build, checked in ${Math.round(performance.now() - started)} ms).`);
} else {
  console.log('Sources changed since the last build (or no build yet): building...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
