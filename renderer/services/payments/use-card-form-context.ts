import { useMemo } from 'react';
import type { CardFormContext } from '../../../widgets/card/card-form-context';
import { useFunnelStore } from '../../store/use-funnel-store';
import { cardAppearance } from './card-appearance';
import { CARD_MESSAGES } from './card-messages';
import { usePaymentTerms } from './use-payment-terms';

/** What the card form needs from this app (key, brand, messages, the store's card session), for formContext.card. */
export function useCardFormContext(): CardFormContext {
  const publishableKey = useFunnelStore((s) => s.stripePublishableKey);
  const setProvider = useFunnelStore((s) => s.setCardProvider);
  const setError = useFunnelStore((s) => s.setCardError);
  const depositCents = usePaymentTerms()?.dueTodayCents ?? 0;
  // Read once per key: a changed appearance would make Elements re-render the iframe.
  return useMemo(
    () => ({
      publishableKey,
      appearance: cardAppearance(),
      loadFailedMessage: CARD_MESSAGES.loadFailed,
      setProvider,
      setError,
      depositCents,
    }),
    [publishableKey, setProvider, setError, depositCents],
  );
}
