import { describe, expect, it } from 'vitest';
import { addressAllowed, addressKind, type AddressKind } from '../../../core/delivery/address-kind';

describe('addressKind', () => {
  it.each<[string, AddressKind | null]>([
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.0.0.7', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv4 inside IPv6 reaches the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['crm.example.com', null],
    ['256.1.1.1', null],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each<[AddressKind, boolean, boolean]>([
    ['public', false, true],
    ['loopback', false, false],
    ['loopback', true, true],
    ['private', true, true],
    ['link-local', true, false],
    ['reserved', true, false],
  ])('%s with WEBHOOK_ALLOW_PRIVATE_NETWORK=%s: allowed %s', (kind, allowPrivate, allowed) => {
    expect(addressAllowed(kind, allowPrivate)).toBe(allowed);
  });
});
