/**
 * Words and word pairs seen in the chats of fewer than MIN_GROUPS trades are one trade's vocabulary: a weight
 * learnt for them can only help on that trade and says nothing about the next one. Training leaves them out;
 * cues and their pairs always stay.
 */
import { isCue } from './cuePairs';
import type { SparseVector } from './logisticRegression';

/** Chosen by cross-validation over the corpus's trades among 2, 3, 5 and 8. */
export const MIN_GROUPS = 3;

const kept = (feature: string) => isCue(feature) || feature.startsWith('pair:');

export function withoutTradeWords(xs: SparseVector[], groups: string[], minGroups = MIN_GROUPS): SparseVector[] {
  const seenIn = new Map<string, Set<string>>();
  xs.forEach((x, i) => {
    for (const feature of x.keys()) {
      if (kept(feature)) continue;
      let groupsOfFeature = seenIn.get(feature);
      if (!groupsOfFeature) seenIn.set(feature, (groupsOfFeature = new Set()));
      groupsOfFeature.add(groups[i]!);
    }
  });
  return xs.map((x) => new Map([...x].filter(([feature]) => kept(feature) || (seenIn.get(feature)?.size ?? 0) >= minGroups)));
}
