/**
 * Limits within the working day: the work is due today when no day is named, because what the limit waits for
 * (a break, the shift's end, someone's arrival, nightfall) comes the same day. Read by dueDate.ts as a time only,
 * so any day the message or its thread names still wins.
 */

/** "on your way in", "before doors", «до ухода», «до открытия», "on your break", "within the hour" and the like. */
const ALREADY_KNOWN =
  'on\\s+your\\s+way(?:\\s+(?:in|over|here|back))?|(?:before|till|until)\\s+(?:we|you|they)\\s+(?:leave|close|go|head\\s+off)|before\\s+(?:doors|close|closing|opening|(?:the\\s+)?(?:(?:lunch|dinner|evening)\\s+)?service|the\\s+light\\s+goes|(?:the\\s+)?(?:afternoon\\s+)?check-?ins?|the\\s+(?:[\\p{L}]+\\s+)?rush|end\\s+of\\s+(?:the\\s+|your\\s+)?shift)|on\\s+(?:your|the|a)\\s+break|within\\s+the\\s+hour|in\\s+an\\s+hour|(?:до|перед)\\s+(?:ухода|уходом|закрытия|открытия|конца\\s+смены)|на\\s+перерыве|в\\s+течение\\s+часа|через\\s+час';

/**
 * «пока дети не пришли», «пока массовое не началось»: until something that is about to happen does; the verb in
 * the perfective past or future, never «пока не скажу» (an open-ended wait).
 */
const UNTIL_IT_HAPPENS =
  'пока\\s+(?:[\\p{L}]+\\s+){0,2}не\\s+(?:пришл[иаоё]|пришёл|придут|приедут|приехал[иао]?|проснулись|открылись|начал(?:ось|ся|ась|ись)|начнется|начнутся|стемнело)';

/**
 * The day's own milestones: «до пересменки», «перед сменой», «до перерыва», «до темноты», "before dark",
 * "before you knock off", "before the wind hits", and someone's coming said with a possessive («до их приезда»).
 */
const DAY_MILESTONE =
  '(?:до|перед)\\s+(?:пересменк(?:и|ой)|перерыв(?:а|ом)|сменой|темноты|(?:(?:его|ее|их|вашего|твоего|нашего)\\s+)(?:приезд(?:а|ом)|приход(?:а|ом)|отъезд(?:а|ом)))|before\\s+(?:dark|sunset|nightfall|(?:you|we|they)\\s+(?:knock|clock|sign)\\s+off|the\\s+(?:wind|rain|storm|weather)\\s+(?:hits|comes|arrives|turns|picks\\s+up))';

/** «на обратном пути», «по дороге», «раз ты там», «раз едешь», "while you're there": work done on a trip the doer is on now. */
const ON_THE_TRIP =
  "на\\s+обратном\\s+пути|по\\s+дороге(?:\\s+(?:обратно|назад))?|(?:раз|пока)\\s+(?:ты|вы)\\s+(?:там|тут|рядом)|раз\\s+(?:ты\\s+|вы\\s+)?(?:едешь|едете|поедешь|поедете|будешь\\s+там)|while\\s+you['’]?re\\s+(?:there|out|in\\s+town)";

/**
 * What the day's timetable brings: «до вечерних групп», «к ночной смене», «на ночь», «в начале смены», «перед следующим стартом»,
 * "before the afternoon make", "before the evening class", "before nights come on", "before gates open", "before the
 * vans go out", "before your break".
 */
const DAY_TIMETABLE =
  '(?:до|перед|к)\\s+(?:вечерн|дневн|ночн)[\\p{L}]+\\s+[\\p{L}]+|(?:на|в)\\s+ночь(?!\\s+(?:с|на)\\s)|в\\s+начале\\s+смены|перед\\s+(?:следующим|ближайшим)\\s+(?:стартом|запуском)|before\\s+(?:the\\s+|your\\s+)?(?:(?:afternoon|evening|night|lunch)\\s+[a-z]+|break|nights\\s+come\\s+on|(?:the\\s+)?(?:gates|doors|vans|trucks|buses)\\s+(?:open|go\\s+out|leave|roll\\s+out))';

export const SAME_DAY_LIMIT = `${ALREADY_KNOWN}|${UNTIL_IT_HAPPENS}|${DAY_MILESTONE}|${ON_THE_TRIP}|${DAY_TIMETABLE}`;
