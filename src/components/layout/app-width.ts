/**
 * The width of the app's frame: the navigation bar, the footer and every screen's content line up
 * on it, wide enough for the data tables (invoicing, projects) on a desktop. Pages meant for
 * reading (the public site) set a narrower column inside it.
 */
export const APP_WIDTH = '7xl';
