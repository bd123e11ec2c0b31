/**
 * The HTTP layer navigates (401, 403, 503) from outside React; the router registers its navigate
 * function here. Before it does, a full page load does the job.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate) {
  navigator = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean }) {
  navigator(path, options);
}

const RETURN_KEY = 'gondolaBackendReturn';

/** Remembers where the user was when the backend went away, to forward them back later. */
export function rememberReturnPath(path: string) {
  if (!path.startsWith('/error/')) sessionStorage.setItem(RETURN_KEY, path);
}

export function takeReturnPath(): string {
  const path = sessionStorage.getItem(RETURN_KEY) ?? '/';
  sessionStorage.removeItem(RETURN_KEY);
  return path;
}
