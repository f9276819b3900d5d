/**
 * How a Russian contract introduces a side: «ООО «Ромашка», именуемое в дальнейшем «Исполнитель», в лице
 * генерального директора Иванова Ивана Ивановича, действующего на основании Устава». A sole trader acts
 * himself, a self-employed person states the tax regime, a private person is «гражданин(ка)». Where the signer
 * is not known, blanks are left to fill in by hand rather than a wrong name.
 */
import type { Party, Signer } from '../documentModel';
import { genderOf, nameInGenitive, positionInGenitive } from './signerGrammar';

const BLANK = '____________________';
const COMPANY_BASIS = 'Устава';
const SOLE_TRADER_BASIS = 'записи в Едином государственном реестре индивидуальных предпринимателей';

function acting(signer: Signer | undefined): string {
  return genderOf(signer?.name ?? '') === 'female' ? 'действующей' : 'действующего';
}

function inPerson(signer: Signer | undefined): string {
  if (!signer) return BLANK;
  return [signer.position ? positionInGenitive(signer.position) : '', nameInGenitive(signer.name)].filter(Boolean).join(' ');
}

/** «ИП Ёлкин Семён Петрович» → «Ёлкин Семён Петрович». */
function personName(party: Party): string {
  return party.name.replace(/^(ИП|Индивидуальный предприниматель)\s+/u, '');
}

export function partyPreamble(party: Party, role: string): string {
  const signer = party.signatory;
  const named = (gender: 'male' | 'female') => (gender === 'female' ? 'именуемая' : 'именуемый');
  if (party.type === 'company') {
    return `${party.name}, именуемое в дальнейшем «${role}», в лице ${inPerson(signer)}, ${acting(signer)} на основании ${signer?.basis || (signer ? COMPANY_BASIS : BLANK)}`;
  }
  const person = personName(party);
  const gender = genderOf(person);
  const actingSelf = gender === 'female' ? 'действующая' : 'действующий';
  if (party.type === 'individual') {
    return `Индивидуальный предприниматель ${person}, ИНН ${party.inn}, ${named(gender)} в дальнейшем «${role}», ${actingSelf} на основании ${signer?.basis || SOLE_TRADER_BASIS}`;
  }
  if (party.type === 'ie') {
    const applying = gender === 'female' ? 'применяющая' : 'применяющий';
    return `${gender === 'female' ? 'Гражданка' : 'Гражданин'} ${person}, ИНН ${party.inn}, ${applying} специальный налоговый режим «Налог на профессиональный доход», ${named(gender)} в дальнейшем «${role}»`;
  }
  return `${gender === 'female' ? 'Гражданка' : 'Гражданин'} ${person}, ${named(gender)} в дальнейшем «${role}»`;
}

/** «Иванов Иван Иванович» → «Иванов И. И.» under a signature line; a name already with initials stays. */
export function signatureName(name: string): string {
  const [last, ...rest] = name.trim().split(/\s+/);
  if (!last) return '';
  if (rest.every((word) => word.endsWith('.'))) return name.trim();
  return [last, ...rest.map((word) => `${word.charAt(0).toUpperCase()}.`)].join(' ');
}
