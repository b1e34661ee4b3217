import { useEffect, useState } from 'react';
import type { AddressProvider } from '../../core/address-provider';

/** The provider once its promise settles (Google's loads on demand); undefined until then. */
export function useResolvedProvider(source: AddressProvider | Promise<AddressProvider>): AddressProvider | undefined {
  const [provider, setProvider] = useState<AddressProvider | undefined>(() => (source instanceof Promise ? undefined : source));
  useEffect(() => {
    let live = true;
    Promise.resolve(source).then(
      (p) => live && setProvider(p),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return provider;
}
