import type { ApiClient } from './api-client';

let current: ApiClient | null = null;

/** Set once at mount (CSRF token and partner slug from the host page); tests set a fake. */
export function setFunnelApiClient(client: ApiClient): void {
  current = client;
}

/** The page's API client; a loud error if the mount has not configured it. */
export function funnelApiClient(): ApiClient {
  if (!current) throw new Error('The API client is used before the app was mounted');
  return current;
}
