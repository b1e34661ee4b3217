/** A first name longer than this is not a name to echo. */
const MAX_NAME = 40;
/** A scheme, a www., an @, a slash or a dotted host: anything a mail client might make a link of. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|[@/\\<>]|\.[a-z]{2,}/i;

/**
 * 'Hi Ann,' or, when the first name could carry someone else's words (a link, an address, a long phrase),
 * 'Hi there,': the funnel mails what a visitor typed, so the greeting never repeats a URL.
 */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim().replace(/\s+/g, ' ') ?? '';
  return name === '' || name.length > MAX_NAME || LINK_LIKE.test(name) ? 'Hi there,' : `Hi ${name},`;
}
