import { version } from '../../package.json';

/**
 * The app's version (package.json), fixed at build time. It busts the persisted query cache: a
 * new release never restores data dehydrated by an older one.
 */
export const APP_VERSION: string = version;
