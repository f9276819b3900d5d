/**
 * Work named by its event alone («Генеральная уборка после ремонта», «Сухое охмеление в ЦКТ-3», «рейс твой»),
 * as an assignment stated as a fact gives it, takes the verb a team lead writes for that kind of work: one holds
 * («провести») an inventory, a cleaning, a briefing, and runs («выполнить») a trip. «Сделать инвентаризацию» is
 * said the same way.
 */
const HELD =
  '(?:генеральн(?:ая|ую)\\s+|сух(?:ое)\\s+|плановая\\s+|плановую\\s+)?(?:инвентаризаци[яю]|уборк[ау]|ревизи[яю]|инструктаж|дегустаци[яю]|планёрк[ау]|планерк[ау]|тренинг|мастер-класс|охмелени[ея]|репетици[яю]|презентаци[яю])(?![\\p{L}-])';
const EVENT_FIRST = new RegExp(`^(?:сделать\\s+)?(${HELD})`, 'iu');
const TRIP_FIRST = /^рейс(?![\p{L}])/iu;

/** «уборка» → «уборку», «генеральная» → «генеральную»: the event as the verb's object. */
function accusative(words: string): string {
  return words
    .replace(/ая(?=\s)/giu, 'ую')
    .replace(/(?<=[\p{L}])а(?![\p{L}])/giu, 'у')
    .replace(/ия(?![\p{L}])/giu, 'ию');
}

export function withEventVerb(title: string): string {
  const held = EVENT_FIRST.exec(title);
  if (held) return `провести ${accusative(held[1]!.toLowerCase())}${title.slice(held[0].length)}`;
  if (TRIP_FIRST.test(title)) return `выполнить ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  return title;
}
