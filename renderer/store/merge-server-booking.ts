/**
 * The server's booking replaces the local one, except for fields the customer edited after the
 * request left (they are newer than the response) and form-only fields the server never stores.
 */
export function mergeServerBooking<B extends object>(
  server: B,
  local: B,
  editedSinceSend: ReadonlySet<string>,
  formOnlyFields: readonly string[],
): B {
  const merged: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  const localRecord = local as Record<string, unknown>;
  for (const key of [...editedSinceSend, ...formOnlyFields]) {
    if (key in localRecord) merged[key] = localRecord[key];
  }
  // The server stamps syncedAt; stamp it ourselves if an older server build did not.
  if (!merged.syncedAt) merged.syncedAt = new Date().toISOString();
  return merged as B;
}
