/**
 * Where to go after sign-in (spec 1 §2): the returnUrl, or / when none is given; a returnUrl
 * containing `auth` becomes /.
 */
export function resolveReturnUrl(returnUrl: string | undefined): string {
  if (!returnUrl || returnUrl.includes('auth')) return '/';
  // Note: only same-origin paths; an absolute or protocol-relative URL could send the user elsewhere.
  if (!returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return '/';
  return returnUrl;
}
