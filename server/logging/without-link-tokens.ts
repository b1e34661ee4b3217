/** `/partners/x/manage/<token>` becomes `/partners/x/manage/…`: which link was opened, never the token that opens a booking. */
export function withoutLinkTokens(url: string): string {
  return url.replace(/^(\/partners\/[^/?]+\/(?:manage|resume|unsubscribe|confirm)\/)[^?]*/, '$1…');
}
