/** Sending a person to the sign-in page, and back to where they were afterwards. */

/** `/login/?next=<where the person was>`. */
export function loginUrl(next: string): string {
  return `/login/?next=${encodeURIComponent(next)}`;
}

export function redirectToLogin(): void {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/login')) return;
  window.location.assign(loginUrl(`${pathname}${search}${hash}`));
}
