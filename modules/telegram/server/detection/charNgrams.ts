/** Character n-grams of each word (with word-boundary marks), the classic baseline for short texts. */
import { tokenize } from './tokenize';

export function charNgramFeatures(text: string, min = 2, max = 5): Map<string, number> {
  const features = new Map<string, number>();
  for (const token of tokenize(text)) {
    const word = `^${token.word.startsWith('@') ? '@' : token.word}$`;
    for (let n = min; n <= max; n += 1) {
      for (let i = 0; i + n <= word.length; i += 1) {
        const key = `c:${word.slice(i, i + n)}`;
        features.set(key, 1);
      }
    }
  }
  return l2Normalise(features);
}

export function l2Normalise(features: Map<string, number>): Map<string, number> {
  let sum = 0;
  for (const value of features.values()) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  for (const [key, value] of features) features.set(key, value / norm);
  return features;
}
