/** Where a webhook goes, for logs: the host only (a path or query may carry the receiver's key). */
export function endpointLabel(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}
