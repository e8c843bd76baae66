/**
 * The browser's storage, or null when the visitor blocks site data (reading `localStorage` then
 * throws a SecurityError). Every caller carries on without it and says so where it matters.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
