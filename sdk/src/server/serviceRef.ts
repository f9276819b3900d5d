/**
 * A typed handle on a service one module offers the others, after Backstage's `createServiceRef`. The offering
 * module declares it in its `contract.ts` beside the service's types; `services.provide(ref, …)` and
 * `services.get(ref)` then check both sides against the same type, so a change of the contract fails to compile
 * where it is used instead of drifting.
 */
export interface ServiceRef<T extends object> {
  /** `<module id>.<name>`: only that module may provide it. */
  readonly id: string;
  /** Carries `T` for the compiler only (in and out, so a ref of a wider type is not accepted). */
  readonly serviceType?: (value: T) => T;
}

export function createServiceRef<T extends object>(id: string): ServiceRef<T> {
  return Object.freeze({ id });
}
