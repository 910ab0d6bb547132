/**
 * Why a Sign in with Google came back to the login page (`?google_error=`): the server names the reason, the page
 * words it in its language.
 */
export const GOOGLE_SIGN_IN_ERRORS = ['cancelled', 'state', 'failed', 'unavailable', 'unverified'] as const;
export type GoogleSignInErrorCode = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

export const GOOGLE_ERROR_PARAM = 'google_error';

export const isGoogleSignInError = (value: string | null): value is GoogleSignInErrorCode =>
  (GOOGLE_SIGN_IN_ERRORS as readonly (string | null)[]).includes(value);

/** The dictionary key of a reason; an unknown one reads as a failure rather than nothing. */
export const googleErrorKey = (value: string) =>
  `auth.google.error.${isGoogleSignInError(value) ? value : 'failed'}` as const;
