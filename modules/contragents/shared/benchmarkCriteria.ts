/** A benchmark's criteria, the same in a request to the server, in its answer and in its scoring (API.md § Benchmarks). */
export const CRITERION_KINDS = ['numeric', 'grade'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];
export const DIRECTIONS = ['higherIsBetter', 'lowerIsBetter'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Criterion {
  id: string;
  name: string;
  weight: number;
  kind: CriterionKind;
  /** For numeric criteria; grades are always higher-is-better. */
  direction?: Direction;
}
