import type { ServerPartner } from '../../partners/server-partner';

/**
 * One line per webhook whose `secretEnv` names no `whsec_…` variable: the server does not start half-configured,
 * as a webhook it could not sign would only fail on every attempt.
 */
export function missingWebhookSecrets(partners: readonly ServerPartner[], secrets: Readonly<Record<string, string>>): string[] {
  return partners.flatMap((partner) =>
    (partner.delivery?.webhooks ?? []).flatMap((webhook, index) =>
      secrets[webhook.secretEnv]
        ? []
        : [
            `${webhook.secretEnv} is not set to a whsec_ secret: partners/${partner.slug}.json names it in /delivery/webhooks/${index}/secretEnv`,
          ],
    ),
  );
}
