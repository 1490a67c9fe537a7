#!/usr/bin/env node
// The npm registry reachable here serves native packages only for this machine's platform, so
// `npm install` leaves the other platforms' optional packages (e.g. @rollup/rollup-darwin-arm64)
// out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds a lock
// entry for each such package, with the os/cpu/libc read from its name; npm skips them on a
// platform that does not match, exactly as it would with the registry's full metadata.
// Run after any `npm install` that changes the lock: node scripts/lock-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix'];
const CPU = { arm: 'arm', arm64: 'arm64', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', wasm32: 'wasm32' };

/** "@rollup/rollup-linux-arm-musleabihf" → { os: linux, cpu: arm, libc: musl } */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex < 0) return null;
  const cpu = CPU[parts[osIndex + 1]];
  if (!cpu) return null;
  const abi = parts.slice(osIndex + 2).join('-');
  const libc = parts[osIndex] !== 'linux' ? undefined : /musl/.test(abi) ? 'musl' : /gnu/.test(abi) ? 'glibc' : undefined;
  return { os: parts[osIndex], cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[key] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} entries for other platforms' optional packages`);
