/**
 * The resolver of the guarded connections: it resolves the host and refuses it unless every address is public, and
 * the connection then goes to the address it checked. A name that resolves to a public address for a check and to
 * 127.0.0.1 a moment later (DNS rebinding) is therefore refused at the moment it would connect.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './addressPolicy';
import { OutboundError } from './outboundError';

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export async function publicAddresses(hostname: string, resolve: Resolve): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch {
    throw new OutboundError('unresolvable');
  }
  if (addresses.length === 0) throw new OutboundError('unresolvable');
  if (!addresses.every((entry) => isPublicAddress(entry.address))) throw new OutboundError('address_not_allowed');
  return addresses;
}

export function guardedLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    publicAddresses(hostname, resolve).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
        const [first] = wanted;
        if (!first) {
          callback(new OutboundError('unresolvable'), '', 0);
          return;
        }
        if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
