/**
 * Chat verbs a team lead does not put on a card («глянь», «чекни», «маякни», «звякни»): the title says the same
 * work in the verb a card uses («проверить», «сообщить», «позвонить»). The labels never open with the chat verb.
 * An order said in the imperfective («звони», «меняй», «открывай») is one piece of work done once: the card says
 * it in the perfective («позвонить», «заменить», «открыть»), as the labels do.
 */
const PERFECTIVE: Record<string, string> = {
  звонить: 'позвонить',
  менять: 'заменить',
  открывать: 'открыть',
  закрывать: 'закрыть',
  писать: 'написать',
  снимать: 'снять',
  запускать: 'запустить',
  выпускать: 'выпустить',
  забирать: 'забрать',
  готовить: 'подготовить',
  ставить: 'поставить',
  отправлять: 'отправить',
  заказывать: 'заказать',
  проверять: 'проверить',
  оформлять: 'оформить',
  вызывать: 'вызвать',
  покупать: 'купить',
  сдавать: 'сдать',
};

const CARD_VERB: Record<string, string> = {
  глянуть: 'проверить',
  поглядеть: 'проверить',
  зачекать: 'проверить',
  чекнуть: 'проверить',
  маякнуть: 'сообщить',
  звякнуть: 'позвонить',
  брякнуть: 'позвонить',
  сфоткать: 'сфотографировать',
  отфоткать: 'сфотографировать',
};

/** «сделай список», «сделай договор»: «сделать» a card says in the verb its object takes («составить список»). */
const MADE_AS = /^(сделать)(\s+)(?=(список|расписание|график|договор|кп|коммерческое|смету)(?![\p{L}]))/iu;
const MADE_VERB: Record<string, string> = {
  список: 'составить',
  расписание: 'составить',
  график: 'составить',
  договор: 'оформить',
  кп: 'подготовить',
  коммерческое: 'подготовить',
  смету: 'составить',
};

/** "grab 2 cases of sunscreen from Costco", "grab a fridge thermometer": what is counted out is bought. */
/** "have a look at the spinner", "look at the pump": a card says checking it. */
const LOOK_AT = /^(?:(?:have|take)\s+a\s+(?:quick\s+)?look|look)\s+(?:at|over)(?=\s)/iu;
const GRAB_SOME = /^grab(?=\s+(?:a|an|some|another|\d[\d.,]*|two|three|four|five|six|ten|[a-z]+\s+more)\s)/iu;

/** «снимай показания каждые 2 часа», «по утрам ставь»: work done again and again keeps its imperfective. */
const REPEATED =
  /(?:^|[^\p{L}])(?:кажд[\p{L}]*|ежедневно|еженедельно|регулярно|постоянно|всегда|по\s+утрам|по\s+вечерам|уходя)(?![\p{L}])/iu;

const VERB = /(^|\sи\s)([а-яё]+)(?![\p{L}])/giu;

/** «Глянуть насос и маякнуть» → «Проверить насос и сообщить»: the title's verbs in the words a card uses. */
export function inCardVerbs(typed: string): string {
  const title = typed
    .replace(GRAB_SOME, (verb: string) => (/^G/.test(verb) ? 'Buy' : 'buy'))
    .replace(LOOK_AT, (verb: string) => (/^\p{Lu}/u.test(verb) ? 'Check' : 'check'))
    .replace(MADE_AS, (_, verb: string, space: string, object: string) => {
      const card = MADE_VERB[object.toLowerCase()] ?? verb;
      return `${/^\p{Lu}/u.test(verb) ? card.charAt(0).toUpperCase() + card.slice(1) : card}${space}`;
    });
  const repeated = REPEATED.test(title);
  return title.replace(VERB, (whole, before: string, verb: string) => {
    const lower = verb.toLowerCase();
    const card = CARD_VERB[lower] ?? (repeated ? undefined : PERFECTIVE[lower]);
    if (!card) return whole;
    return `${before}${/^\p{Lu}/u.test(verb) ? card.charAt(0).toUpperCase() + card.slice(1) : card}`;
  });
}
