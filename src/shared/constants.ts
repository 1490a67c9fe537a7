/**
 * Business constants and limits (docs/features.md, Intervals and limits). One place for every interval, limit and key
 * that both the browser and the server rely on.
 */

/** Minimum password length for sign-up, reset and update. */
export const MIN_PASSWORD_LENGTH = 6;

/** Polling intervals in milliseconds (docs/offline.md, Polling). */
export const POLL_INTERVALS_MS = {
  pendingProjects: 60_000,
  pendingInvoices: 60_000,
  unreadMessages: 30_000,
  /** Follow-up unread refresh after a `messagesRead` event. */
  unreadFollowUp: 500,
  notifications: 60_000,
  deficiencies: 60_000,
} as const;

/** Data kept in the browser for offline use (docs/offline.md, Data offline): the persisted query cache. */
export const OFFLINE_CACHE = {
  /** Persisted queries older than this are not restored. */
  maxAgeMs: 24 * 60 * 60 * 1000,
  /** IndexedDB key prefix; the signed-in user's id (or 'visitor') completes it. */
  keyPrefix: 'paintqa-query-cache:',
  /** Write the cache to IndexedDB at most this often. */
  throttleMs: 1_000,
  /**
   * A stored session whose access token lasts at least this much longer is used at start before
   * the auth client loads (src/lib/auth-storage.ts); the auth client's own margin is 90 s.
   */
  storedSessionMarginMs: 2 * 60_000,
  /** How long the app waits at start for that session's cache before rendering without it. */
  bootRestoreWaitMs: 500,
} as const;

/**
 * Waiting writes (docs/offline.md, "Waiting writes"): kept with no expiry; retried with back-off
 * from `retryFromMs`, doubling up to `retryAtMostMs`, and at once when the connection returns. A
 * request with no first byte of an answer after `firstByteTimeoutMs` is abandoned as a network
 * failure (a captive Wi-Fi, a dead hotspot); an upload gets one more second per
 * `uploadBytesPerSecond` bytes of its body, so a slow upload that is streaming is not cut.
 */
export const OUTBOX = {
  retryFromMs: 5_000,
  retryAtMostMs: 5 * 60_000,
  firstByteTimeoutMs: 15_000,
  uploadBytesPerSecond: 8 * 1024,
} as const;

/**
 * The server keeps each idempotency key at least this long, so a write that waited offline this
 * long and is sent again is still recognised (never applied twice).
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 90;

/**
 * Projects kept offline with every tab (docs/offline.md, "Projects kept on the device"): an
 * Inspector's projects of the coming week are kept by themselves, others by hand.
 */
export const KEPT_PROJECTS = {
  /** The inspector's visits from the start of today to this many days ahead are "the week". */
  weekDays: 7,
  /** At most this many of the week's projects are kept by themselves (the soonest visits first). */
  maxWeekProjects: 30,
  /** Kept data is downloaded again (staff home opened online) once it is older than this. */
  refreshAfterMs: 30 * 60_000,
  /** How many requests one project's download runs at once (two cores, a phone's connection). */
  parallelRequests: 3,
  /** IndexedDB key prefix of the list of kept projects; the signed-in user's id completes it. */
  keyPrefix: 'paintqa-kept-projects:',
  /** Cache Storage name prefix of the kept projects' photos; the user's id completes it. */
  filesCachePrefix: 'paintqa-kept-files:',
} as const;

/**
 * What waits for the first page to show (src/lib/first-page-shown.ts) runs after this long at the
 * latest, when no page ever marks it.
 */
export const FIRST_PAGE_SHOWN_LATEST_MS = 3_000;

/** supabase-js checks whether the session needs refreshing this often. */
export const SESSION_REFRESH_CHECK_MS = 30_000;

/** Toasts: one at a time, 5 s by default (see toaster-config.ts for the other two). */
export const TOAST_LIMITS = {
  maxVisible: 1,
  removeDelayMs: 1_000_000,
  defaultDurationMs: 5_000,
  swipeThreshold: 50,
} as const;

/** Recently viewed projects kept in the browser (docs/security.md, Recent projects are per user). */
export const RECENT_PROJECTS = {
  max: 5,
  storageKey: 'recentProjects',
  fallbackName: 'Unnamed Project',
} as const;

/** Browser storage key of the colour theme. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Lifetime of the signed grant returned by a successful administrator-key check. Sync redeems it
 * once; with e-mail confirmation on, the new Admin must confirm within this hour.
 */
export const ADMIN_GRANT_TTL_SECONDS = 60 * 60;

/** A membership ending within this many days is shown with "renew now" (the client's Membership panel). */
export const MEMBERSHIP_RENEWAL_NOTICE_DAYS = 60;

/**
 * The server's cache of list answers (src/server/services/list-cache.ts). Entries are dropped when
 * a table they read changes (database notifications), so these are bounds only: `maxEntries` keeps
 * memory small (an answer of 50 rows is about 25 KB), `maxAgeMs` limits how long an answer could
 * outlive a change whose notification was lost (one poll interval, as a client would see anyway).
 */
export const LIST_CACHE = { maxEntries: 300, maxAgeMs: 60_000 } as const;

/** Scheduled reports: the server looks for due schedules this often. */
export const SCHEDULER_TICK_MS = 30_000;
/** A scheduled run still "running" after this long was cut off (its server stopped): it is recorded as failed. */
export const SCHEDULED_RUN_TIMEOUT_MS = 30 * 60_000;
/**
 * The scheduler looks this often for deficiencies that became overdue and billing stages that
 * became due to be invoiced, and notifies the Admins once for each (the rules are by calendar
 * day, so a few minutes' delay is harmless).
 */
export const DUE_NOTIFICATIONS_INTERVAL_MS = 10 * 60_000;
/**
 * An item that became overdue or due more than this many days before a pass is not notified: it is
 * in the queues and the pending list already, and a first start (or a long stop) must not fill the
 * bell with the whole backlog.
 */
export const DUE_NOTIFICATIONS_CATCH_UP_DAYS = 7;

/** The client home's upcoming inspections: scheduled visits within this many days, at most `max` of them. */
export const UPCOMING_INSPECTIONS = { days: 14, maxDays: 60, max: 10, maxLimit: 50 } as const;

/**
 * Per-address limits of the endpoints anyone can call, enforced by the server (@fastify/rate-limit,
 * counted per trusted address in a store every replica shares; RATE_LIMIT=false turns them off).
 * `timeWindow` in ms. Over a limit: 429, in the one error shape on /api and in GoTrue's
 * (`over_request_rate_limit`) on /auth/v1. docs/production.md, "Proxy and rate limits".
 */
export const RATE_LIMITS = {
  /** Password sign-in attempts (POST /auth/v1/token?grant_type=password), per address across accounts. */
  signIn: { max: 50, timeWindow: 15 * 60_000 },
  /** Sign-up (POST /auth/v1/signup), per address. */
  signUp: { max: 5, timeWindow: 60_000 },
  /** Recovery e-mails (POST /auth/v1/recover), per address. */
  recover: { max: 5, timeWindow: 60_000 },
  /** Administrator-key checks (POST /api/auth/validate-admin-key), per address. */
  validateAdminKey: { max: 5, timeWindow: 60_000 },
  /** Contact form messages (POST /api/contact), per address. */
  contact: { max: 5, timeWindow: 15 * 60_000 },
  /** Guarantee certificate checks (GET /api/guarantees/verify/:code), per address. */
  verifyGuarantee: { max: 30, timeWindow: 60_000 },
  /** Calendar feed fetches (GET /api/calendar/feeds/:token/visits.ics), per address: calendar apps poll hourly at most. */
  calendarFeed: { max: 60, timeWindow: 60_000 },
} as const;

/**
 * Failed password sign-ins per account, across all addresses (src/server/auth/sign-in-limits.ts):
 * `max` failures within `windowMs` start a back-off of `firstBackoffMs`, and each failure after a
 * back-off starts the next, twice as long up to `maxBackoffMs` (never a permanent lock). A success,
 * or `windowMs` without an attempt after the last back-off, starts afresh. The owner is e-mailed at
 * most once per `ownerNoticeEveryMs`.
 */
export const SIGN_IN_FAILURES = {
  max: 10,
  windowMs: 15 * 60_000,
  firstBackoffMs: 60_000,
  maxBackoffMs: 15 * 60_000,
  ownerNoticeEveryMs: 60 * 60_000,
} as const;
