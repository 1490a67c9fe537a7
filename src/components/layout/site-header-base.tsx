import { Box, HStack, Link } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { useRenderedForms } from '@/lib/use-media-query';
import { HeaderFrame } from './header-frame';
import { listWaitingChanges, signOutWithWaitingChangesQuestion } from '@/lib/offline/waiting-changes';
import { DeficiencyAlertsLink, MailboxLink, type NavBadgeData } from './nav/badge-slots';
import { CurrentProjectBar } from './nav/current-project';
import { DesktopNav } from './nav/desktop-nav';
import type { HeaderParts } from './nav/header-parts';
import { MobileNav } from './nav/mobile-nav';
import type { NavModel } from './nav/nav-types';
import { SignInLink } from './nav/sign-in-link';
import { SyncStatus } from './nav/sync-status';
import { ThemeToggle } from './nav/theme-toggle';

export interface SiteHeaderBaseProps {
  siteName: string;
  /** What this user's bar holds (src/app/nav-model.ts builds it from the permission table). */
  model: NavModel;
  /** Counts and lists for the badge slots; filled by later issues' polling hooks. */
  badgeData?: NavBadgeData;
  /**
   * The signed-in parts (menus, profile menu, badge panels): required when the model has any
   * (nav/load-header-parts.ts, needsHeaderParts); null for a signed-out bar.
   */
  parts: HeaderParts | null;
}

/** "Skip to main content": the first stop for keyboard users, visible when focused. */
function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="3"
      py="2"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderRadius="l2"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * The navigation bar (docs/features.md, Screens, roles and sign-in): the role's menus and links, the badge slots, the theme
 * toggle, the profile menu or Sign In, the mobile slide-out menu, and the current project. The
 * signed-in parts come in `parts`, so public pages do not load them (./site-header.tsx has the
 * bar with every part).
 */
export function SiteHeaderBase({ siteName, model, badgeData, parts }: SiteHeaderBaseProps) {
  const { user, backendUser, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOutRunning = useRef(false);

  const queryClient = useQueryClient();

  const handleSignOut = async () => {
    if (signOutRunning.current) return;
    // Writes still waiting to sync go with the session: never drop them without asking.
    const waiting = listWaitingChanges(queryClient).length;
    if (waiting > 0 && !window.confirm(signOutWithWaitingChangesQuestion(waiting))) return;
    signOutRunning.current = true;
    setSigningOut(true);
    try {
      // Asked for (and confirmed): nothing of the user's stays on the device.
      // (Loaded here: the bar of the public pages does not carry the offline stores' code.)
      if (user) {
        await import('@/lib/offline/offline-data')
          .then(({ forgetUserOnDevice }) => forgetUserOnDevice(queryClient, user.id))
          .catch((error: unknown) => console.error('Could not delete the data kept for you', error));
      }
      const outcome = await signOut();
      if (outcome !== 'forced') navigate(model.signedOutHref, { replace: true });
    } finally {
      signOutRunning.current = false;
      setSigningOut(false);
    }
  };

  const firstName = backendUser?.first_name ?? (user?.user_metadata?.first_name as string | undefined);
  const email = user?.email ?? null;
  const who = firstName && email ? `${firstName} (${email})` : (firstName ?? email);
  const { badges } = model;
  const forms = useRenderedForms();

  return (
    <HeaderFrame siteName={siteName} homeHref={model.homeHref} start={<SkipLink />} end={<CurrentProjectBar projectHref={model.currentProjectHref} />}>
      {forms.desktop && (
        <Box
          as="nav"
          aria-label="Main"
          hideBelow="md"
          order={{ md: 3, xl: 'initial' }}
          flexBasis={{ md: '100%', xl: 'auto' }}
          flex={{ xl: '1' }}
          ms={{ md: '-3', xl: '0' }}
          pb={{ md: '1', xl: '0' }}
        >
          <DesktopNav entries={model.entries} MenuButton={parts?.NavMenuButton} />
        </Box>
      )}
      {/* Below md only the sync status, the account and the menu button stay in the row (it fits
          320 px); the badge slots and the theme toggle are in the menu, with their counts. */}
      <HStack gap="1" flexShrink={0}>
        <SyncStatus />
        {forms.desktop && (
          <>
            {badges.mailbox && (
              <Box hideBelow="md">
                <MailboxLink href={badges.mailbox.href} unread={badgeData?.unreadMessages} />
              </Box>
            )}
            {badges.deficiencyAlerts && (
              <Box hideBelow="md">
                <DeficiencyAlertsLink href={badges.deficiencyAlerts.href} count={badgeData?.deficiencyCount} />
              </Box>
            )}
            {badges.pendingInvoices && parts && (
              <Box hideBelow="md">
                <parts.PendingInvoicesDropdown
                  items={badgeData?.pendingInvoices}
                  onMarkInvoiced={badgeData?.markInvoiced}
                  viewAllHref={badges.pendingInvoices.viewAllHref}
                  projectHref={badges.pendingInvoices.projectHref}
                />
              </Box>
            )}
            {badges.notifications && parts && (
              <Box hideBelow="md">
                <parts.NotificationsDropdown data={badgeData?.notifications} />
              </Box>
            )}
            <Box hideBelow="md">
              <ThemeToggle />
            </Box>
          </>
        )}
        {model.account ? (
          parts && (
            <parts.AccountMenu who={who} links={model.account.links} onSignOut={handleSignOut} signingOut={signingOut} />
          )
        ) : (
          !loading && <SignInLink href={model.signInHref} />
        )}
        {forms.phone && <MobileNav model={model} badgeData={badgeData} onSignOut={handleSignOut} signingOut={signingOut} authLoading={loading} />}
      </HStack>
    </HeaderFrame>
  );
}
