/**
 * Which network addresses a user-chosen URL may reach: public unicast only. ipaddr.js names the range of an
 * address in any notation the URL parser or a resolver can hand us (IPv4-mapped IPv6 is unwrapped first), so
 * loopback, private, link-local (cloud metadata), unique-local, multicast, unspecified, CGNAT, 6to4/Teredo
 * tunnels and reserved blocks are all refused by one rule.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  // ::a.b.c.d (IPv4-compatible, ::/96) has no range of its own in ipaddr.js and would count as unicast.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** A literal IPv4 or IPv6 host (the URL parser has already turned 2130706433, 127.1 and 0x7f.1 into dotted quads). */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (ipaddr.IPv4.isValidFourPartDecimal(bare) || bare.includes(':')) ? bare : null;
}

/** Names that only mean something inside a network: never resolved for a user, whatever DNS says today. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|corp)\.?$/i;

export function isInternalName(hostname: string): boolean {
  return INTERNAL_NAME.test(hostname) || !hostname.includes('.');
}
