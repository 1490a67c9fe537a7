import { AccountMenu } from './account-menu';
import { NotificationsDropdown, PendingInvoicesDropdown } from './badge-dropdowns';
import { NavMenuButton } from './nav-menu-button';

/**
 * The parts of the navigation bar that only signed-in users get: the role's menus, the profile
 * menu and the badge panels. They carry Zag's menu and popover machines and Floating UI, so
 * they are a chunk of their own (see ./load-header-parts.ts), not part of every public page.
 */
export const HEADER_PARTS = { NavMenuButton, AccountMenu, PendingInvoicesDropdown, NotificationsDropdown };

export type HeaderParts = typeof HEADER_PARTS;
