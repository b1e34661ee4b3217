import type { AddressInfo } from 'node:net';

/** The port of a server listening on TCP (its address is an AddressInfo; a pipe's is a name). */
export function portOf(address: AddressInfo | string | null): number {
  if (typeof address !== 'object' || address === null) throw new Error(`not listening on a TCP port: ${String(address)}`);
  return address.port;
}
