import { version } from '../../package.json';

/** Replaced by Vite at build time with this build's id (vite.config.ts); undefined in tests. */
declare const __PAINTQA_BUILD_ID__: string | undefined;

/** The app's version (package.json), fixed at build time. */
export const APP_VERSION: string = version;

/**
 * This build's id: `BUILD_ID` from the environment of the build, else the version, the commit and
 * the build time. Every build is a new version even when package.json is not bumped: it busts the
 * persisted query cache (data written by another build is not restored) and is stamped on each
 * waiting write, which is still sent by any later build (docs/offline.md, "Waiting writes").
 */
export const BUILD_ID: string = typeof __PAINTQA_BUILD_ID__ === 'string' ? __PAINTQA_BUILD_ID__ : `${version}+dev`;
