// Restores package-lock.json entries for optional platform packages (macOS/Windows/other-CPU builds of
// Next's SWC and of unrs-resolver) that this machine's registry mirror does not serve: `npm install` here
// drops them, and `npm ci` then refuses the lockfile as out of sync. Entries carry os/cpu, so npm skips
// them on every other platform. Run after any `npm install`: `node scripts/lockfile-platform-entries.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc from a platform package name such as `resolver-binding-linux-arm-musleabihf`. */
function platformOf(name) {
  const os = [
    'darwin',
    'win32',
    'android',
    'freebsd',
    'openbsd',
    'netbsd',
    'sunos',
    'aix',
    'linux',
    'openharmony',
  ].find((o) => name.includes(`-${o}-`));
  if (!os) return null;
  const rest = name.slice(name.indexOf(`-${os}-`) + os.length + 2);
  const cpu = rest.split('-')[0].replace(/^(ia32|x64|arm64|arm|loong64|ppc64|riscv64|s390x)$/, '$1');
  const libc = /musl/.test(rest) ? ['musl'] : /gnu/.test(rest) ? ['glibc'] : undefined;
  return cpu ? { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) } : null;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const where = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[where] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, ...platform, optional: true };
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entr${added === 1 ? 'y' : 'ies'} added to ${LOCK}`);
