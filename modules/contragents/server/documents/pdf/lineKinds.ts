/**
 * Whether a document's lines are goods, works/services or both, read from their units of measure (ОКЕИ names
 * as people write them): goods are counted, weighed or measured; anything else — «усл.», «ч», «мес.», «работа»
 * — is a work or a service. An act words itself by this: «Всего оказано услуг» only when it lists services.
 */
import type { LineItem } from '../../../shared/documents/documentTotals';

const GOODS_UNITS = new Set([
  'шт',
  'штук',
  'штука',
  'компл',
  'комплект',
  'набор',
  'упак',
  'уп',
  'упаковка',
  'пачка',
  'пач',
  'пара',
  'пар',
  'рул',
  'рулон',
  'кор',
  'коробка',
  'ящ',
  'ящик',
  'бут',
  'бутылка',
  'лист',
  'кг',
  'г',
  'гр',
  'т',
  'тн',
  'ц',
  'л',
  'мл',
  'м',
  'мм',
  'см',
  'км',
  'м2',
  'м²',
  'кв.м',
  'кв м',
  'м3',
  'м³',
  'куб.м',
  'куб м',
  'пог.м',
  'пог м',
  'п.м',
  'боб',
  'флак',
  'банка',
  'мешок',
  'меш',
  'пал',
  'паллета',
  'pcs',
  'pc',
  'kg',
  'l',
  'm',
]);

export type LinesKind = 'goods' | 'services' | 'mixed';

/** «шт.», «Шт», « кг. » all read as the unit they name. */
function unitKey(unit: string): string {
  return unit.trim().toLowerCase().replace(/ё/g, 'е').replace(/\.$/, '').replace(/\s+/g, ' ');
}

export function isGoodsLine(line: Pick<LineItem, 'unit'>): boolean {
  return GOODS_UNITS.has(unitKey(line.unit));
}

export function linesKind(lines: readonly Pick<LineItem, 'unit'>[]): LinesKind {
  const goods = lines.filter(isGoodsLine).length;
  if (goods === 0) return 'services';
  return goods === lines.length ? 'goods' : 'mixed';
}
