/**
 * Reproducible wiki articles for the search bench: Russian and English words in their inflected forms over a
 * long tail of made-up filler words, so the index has a realistic number of distinct lexemes. Each real lemma
 * appears in a known share of articles; 'договор' never in the form 'договоров', so a query for 'договоров'
 * finds its articles only through stemming.
 */

/** mulberry32: a small seeded generator, the same articles on every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MASCULINE = ['', 'а', 'у', 'ом', 'е', 'ы', 'ов', 'ам', 'ами', 'ах'];
const FEMININE = ['а', 'ы', 'е', 'у', 'ой', 'ам', 'ами', 'ах'];
const forms = (stem, endings) => endings.map((ending) => stem + ending);

/** Lemma forms and the share of articles that mention the lemma. */
export const LEMMAS = [
  { forms: forms('проект', MASCULINE), share: 0.25 },
  { forms: forms('договор', MASCULINE).filter((form) => form !== 'договоров'), share: 0.03 },
  { forms: ['согласование', 'согласования', 'согласованию', 'согласовании', 'согласовать', 'согласовали'], share: 0.04 },
  { forms: forms('отчет', MASCULINE), share: 0.08 },
  { forms: forms('клиент', MASCULINE), share: 0.1 },
  { forms: forms('сотрудник', ['', 'а', 'у', 'ом', 'е', 'и', 'ов', 'ам', 'ами', 'ах']), share: 0.1 },
  { forms: forms('задач', ['а', 'и', 'е', 'у', 'ей', 'ам', 'ами', 'ах']), share: 0.15 },
  { forms: forms('команд', FEMININE), share: 0.12 },
  { forms: forms('оплат', FEMININE), share: 0.05 },
  { forms: forms('систем', FEMININE), share: 0.09 },
  { forms: ['deploy', 'deploys', 'deployed', 'deploying', 'deployment'], share: 0.05 },
  { forms: ['contract', 'contracts'], share: 0.02 },
  { forms: ['report', 'reports', 'reporting', 'reported'], share: 0.04 },
  { forms: ['server', 'servers'], share: 0.06 },
  { forms: ['release', 'releases', 'released'], share: 0.05 },
  { forms: ['run', 'runs', 'running'], share: 0.05 },
  { forms: ['meeting', 'meetings'], share: 0.03 },
  { forms: ['invoice', 'invoices'], share: 0.01 },
];

export const TAGS = [
  'проекты',
  'финансы',
  'юристы',
  'кадры',
  'разработка',
  'продажи',
  'офис',
  'безопасность',
  'backend',
  'frontend',
  'ops',
  'design',
  'onboarding',
  'howto',
  'процессы',
  'клиенты',
];

const SYLLABLES = ['ка', 'ро', 'ми', 'ту', 'ле', 'на', 'во', 'се', 'ди', 'по', 'ра', 'ло', 'ни', 'за', 'бе', 'гу', 'жа', 'ше', 'ку', 'ры'];
const ENDINGS = ['', 'а', 'ы', 'ом', 'ой', 'ение', 'ость', 'ный', 'ная', 'ить', 'ует'];

/** Made-up words; index 0 is the most frequent (Zipf). */
export function fillerWords(count, random) {
  const words = new Set();
  while (words.size < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < syllables; index += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.add(word + ENDINGS[Math.floor(random() * ENDINGS.length)]);
  }
  return [...words];
}

function zipfSampler(size, random) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** `count` articles: { title, body, tags, authorIndex }. */
export function* wikiArticles(count, { seed = 13, authors = 20, fillerVocabulary = 20000 } = {}) {
  const random = seededRandom(seed);
  const filler = fillerWords(fillerVocabulary, random);
  const nextFiller = zipfSampler(filler.length, random);
  const pick = (list) => list[Math.floor(random() * list.length)];
  for (let index = 0; index < count; index += 1) {
    const words = Array.from({ length: 80 + Math.floor(random() * 120) }, () => filler[nextFiller()]);
    const titleWords = Array.from({ length: 2 + Math.floor(random() * 3) }, () => filler[nextFiller()]);
    for (const lemma of LEMMAS) {
      if (random() >= lemma.share) continue;
      if (random() < 0.3) titleWords.push(pick(lemma.forms));
      const mentions = 1 + Math.floor(random() * 3);
      for (let mention = 0; mention < mentions; mention += 1) words.splice(Math.floor(random() * words.length), 0, pick(lemma.forms));
    }
    const title = `${titleWords.join(' ')} ${index + 1}`;
    const tags = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(TAGS)))];
    yield { title: title[0].toUpperCase() + title.slice(1), body: `${words.join(' ')}.`, tags, authorIndex: index % authors };
  }
}
