/** The manage page's clean address (`/partners/{slug}/book/manage`), where a link lands: it too sends no Referer. */
export function isManagePage(url: string): boolean {
  return /^\/partners\/[^/?]+\/book\/manage(?:[/?]|$)/.test(url);
}
