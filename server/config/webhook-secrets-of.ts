/**
 * Every variable whose value is a Standard Webhooks secret (`whsec_…`), by name: partner files name them in
 * `delivery.webhooks[].secretEnv`. Stripe's own signing secret is never a partner's.
 */
export function webhookSecretsOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) =>
      name !== 'STRIPE_WEBHOOK_SECRET' && value?.trim().startsWith('whsec_') ? [[name, value.trim()]] : [],
    ),
  );
}
