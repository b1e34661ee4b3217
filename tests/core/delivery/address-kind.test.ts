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
    ['169.254.169.254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    // Cloud metadata services: AWS over IPv6, Alibaba, Azure's wire server.
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv4 inside IPv6 reaches the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    // IPv4-compatible, 6to4, local NAT64 and Teredo forms too
    ['::127.0.0.1', 'loopback'],
    ['::a9fe:a9fe', 'metadata'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['2002:c0a8:0101::', 'private'],
    ['64:ff9b:1::10.0.0.1', 'private'],
    ['64:ff9b:1::a9fe:a9fe', 'metadata'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
    ['2002:5db8:d822::', 'public'],
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
    ['metadata', true, false],
    ['metadata', false, false],
    ['reserved', true, false],
  ])('%s with WEBHOOK_ALLOW_PRIVATE_NETWORK=%s: allowed %s', (kind, allowPrivate, allowed) => {
    expect(addressAllowed(kind, allowPrivate)).toBe(allowed);
  });
});
