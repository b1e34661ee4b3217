/** What a secret reads as wherever a text could carry it: an error, a body shown to an operator. */
export const MASK = '[secret]';

/** `text` with every one of `secrets` in it masked, as written and as a URL or Basic credentials would encode it. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  const forms = secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')])
    .sort((a, b) => b.length - a.length);
  return forms.reduce((masked, form) => masked.split(form).join(MASK), text);
}
