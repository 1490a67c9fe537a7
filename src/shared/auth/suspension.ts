/**
 * The error code of a suspended account: GoTrue's code for a banned user, which the embedded
 * auth answers to a sign-in or refresh and the API answers (403) to every request.
 */
export const USER_BANNED_CODE = 'user_banned';

/** The API's refusal of a suspended account. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended.';

/** What the app says when it signs a suspended user out. */
export const SIGNED_OUT_SUSPENDED_MESSAGE = 'This account is suspended, so you have been signed out. Contact PaintQA if you think this is a mistake.';
