/**
 * Reads an amount as people type it: «10 000,50», «10000.5», «10 000.50», «1,234.56», with ordinary, no-break
 * or thin spaces between thousands. Returns the API's decimal form («10000.50»), or null for anything else
 * («10,00,0», «12a», «1 00», «»), so a form can say the amount is wrong instead of sending something else.
 */
import { currentFormatSettings, type FormatSettings } from './formatSettings';

const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(?:[ ${separator}]\\d{3})+$`);

/** Which mark, if any, separates the fraction: the last one when both are typed; a lone comma before three digits is the reader's call. */
function decimalMark(body: string, language: string): '.' | ',' | null {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (!mark || body.indexOf(mark) !== body.lastIndexOf(mark)) return null;
  // «1,000» is a thousand in English and one in Russian, where the comma is the decimal mark.
  if (mark === ',' && language === 'en' && /^\d{1,3}(?: \d{3})*,\d{3}$/.test(body)) return null;
  return mark;
}

function integerDigits(part: string, groupMark: string): string | null {
  if (/^\d+$/.test(part)) return part;
  return GROUPED(groupMark === '.' ? '\\.' : groupMark).test(part) ? part.replace(/\D/g, '') : null;
}

export function parseAmount(
  text: string | null | undefined,
  settings: Pick<FormatSettings, 'language'> = currentFormatSettings(),
): string | null {
  const trimmed = (text ?? '')
    .replace(SPACES, ' ')
    .trim()
    .replace(/^[-\u2212]\s*/, '-');
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  if (!/^[\d ,.]+$/.test(body) || !/^\d/.test(body)) return null;
  const mark = decimalMark(body, settings.language);
  const groupMark = mark === '.' ? ',' : mark === ',' ? '.' : body.includes(',') ? ',' : '.';
  const cut = mark ? body.lastIndexOf(mark) : body.length;
  const fraction = body.slice(cut + 1);
  if (mark && !/^\d+$/.test(fraction)) return null;
  const digits = integerDigits(body.slice(0, cut), groupMark);
  if (digits === null) return null;
  const integer = digits.replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${integer}${mark ? `.${fraction}` : ''}`;
}
