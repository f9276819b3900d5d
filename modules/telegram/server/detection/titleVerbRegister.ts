/**
 * Chat verbs a team lead does not put on a card («глянь», «чекни», «маякни», «звякни»): the title says the same
 * work in the verb a card uses («проверить», «сообщить», «позвонить»). The labels never open with the chat verb.
 */
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

const VERB = /(^|\sи\s)([а-яё]+)(?![\p{L}])/giu;

/** «Глянуть насос и маякнуть» → «Проверить насос и сообщить»: the title's verbs in the words a card uses. */
export function inCardVerbs(title: string): string {
  return title.replace(VERB, (whole, before: string, verb: string) => {
    const card = CARD_VERB[verb.toLowerCase()];
    if (!card) return whole;
    return `${before}${/^\p{Lu}/u.test(verb) ? card.charAt(0).toUpperCase() + card.slice(1) : card}`;
  });
}
