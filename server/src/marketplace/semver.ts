/** Semantic-version precedence (semver.org §11): 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-beta < 1.0.0 < 1.0.1. */
const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

interface Parsed {
  core: [number, number, number];
  prerelease: string[];
}

function parse(version: string): Parsed {
  const match = SEMVER.exec(version);
  if (!match) throw new Error(`Not a semantic version: ${version}`);
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

export function isSemver(version: string): boolean {
  return SEMVER.test(version);
}

function compareIdentifiers(a: string, b: string): number {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Math.sign(Number(a) - Number(b));
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when a precedes b, 0 when equal in precedence, positive when a is newer. */
export function compareVersions(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = left.core[index]! - right.core[index]!;
    if (difference !== 0) return Math.sign(difference);
  }
  const leftIsRelease = left.prerelease.length === 0;
  const rightIsRelease = right.prerelease.length === 0;
  if (leftIsRelease || rightIsRelease) return leftIsRelease === rightIsRelease ? 0 : leftIsRelease ? 1 : -1;
  for (let index = 0; index < Math.max(left.prerelease.length, right.prerelease.length); index += 1) {
    const [x, y] = [left.prerelease[index], right.prerelease[index]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const compared = compareIdentifiers(x, y);
    if (compared !== 0) return compared;
  }
  return 0;
}

/** Whether `candidate` is newer; a version that is not semver never counts as newer. */
export function isNewerVersion(candidate: string, than: string): boolean {
  return isSemver(candidate) && isSemver(than) && compareVersions(candidate, than) > 0;
}
