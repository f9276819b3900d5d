export { createOutboundClient, type OutboundClientOptions, type OutboundHttp, type OutboundRequestInit } from './outboundClient';
export { isOutboundError, isOutboundFailure, OutboundError, type OutboundFailure } from './outboundError';
export { isPublicAddress } from './addressPolicy';
export type { Resolve } from './guardedLookup';
