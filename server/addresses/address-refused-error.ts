import { INCOMPLETE_ADDRESS_MESSAGE } from '../../core/address-provider';

/** Thrown when an address cannot be resolved to city, state and postal code; the route answers 422. */
export class AddressRefusedError extends Error {
  constructor() {
    super(INCOMPLETE_ADDRESS_MESSAGE);
    this.name = 'AddressRefusedError';
  }
}
