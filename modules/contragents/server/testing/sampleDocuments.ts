/** Realistic parties and documents for tests and for looking at the PDFs: every requisite passes its check digits. */
import type { ActDocument, ContractDocument, InvoiceDocument, Party } from '../documents/documentModel';
import { Dec } from '../../shared/documents/money';

export const romashka: Party = {
  type: 'company',
  name: 'ООО «Ромашка»',
  inn: '7701123451',
  kpp: '770101001',
  address: '101000, г. Москва, ул. Мясницкая, д. 10, офис 5',
  phone: '+7 495 123-45-67',
  bank: { bankName: 'ПАО СБЕРБАНК г. Москва', bik: '044525225', corrAccount: '30101810400000000225', account: '40702810938000012345' },
  signatory: { position: 'Генеральный директор', name: 'Иванов И. И.' },
  accountant: 'Петрова А. С.',
};

export const vector: Party = {
  type: 'company',
  name: 'АО «Вектор»',
  inn: '5003123458',
  kpp: '500301001',
  address: '142700, Московская обл., г. Видное, Белокаменное ш., д. 1',
  signatory: { position: 'Директор', name: 'Сидоров П. Ю.' },
};

export const soleTrader: Party = {
  type: 'individual',
  name: 'ИП Ёлкин Семён Петрович',
  inn: '771234567859',
  address: '125009, г. Москва, ул. Тверская, д. 7, кв. 12',
  bank: { bankName: 'ПАО СБЕРБАНК г. Москва', bik: '044525225', corrAccount: '30101810400000000225', account: '40802810438000054321' },
  signatory: { name: 'Ёлкин С. П.' },
};

const lines = [
  { name: 'Разработка модуля учёта контрагентов', quantity: new Dec('1'), unit: 'усл.', price: new Dec('150000') },
  { name: 'Сопровождение, часы', quantity: new Dec('12.5'), unit: 'ч', price: new Dec('3200') },
  { name: 'Бумага офисная А4, пачка', quantity: new Dec('3'), unit: 'шт', price: new Dec('416.67') },
];

export const sampleInvoice: InvoiceDocument = {
  number: '15',
  date: '2026-12-01',
  dueDate: '2026-12-10',
  seller: romashka,
  buyer: vector,
  basis: 'Договор № 5/2026 от 01.11.2026',
  vatMode: 'included',
  vatRate: 'standard',
  lines,
};

export const sampleAct: ActDocument = {
  number: '7',
  date: '2026-12-01',
  seller: romashka,
  buyer: vector,
  basis: 'Договор № 5/2026 от 01.11.2026',
  vatMode: 'included',
  vatRate: 'standard',
  lines: lines.slice(0, 2),
};

export const sampleContract: ContractDocument = {
  number: '5/2026',
  date: '2026-11-01',
  city: 'г. Москва',
  seller: romashka,
  buyer: vector,
  subject:
    'Исполнитель обязуется по заданию Заказчика оказать услуги по разработке и сопровождению модуля учёта контрагентов, а Заказчик обязуется принять и оплатить эти услуги.',
  validFrom: '2026-11-01',
  validTo: '2027-12-31',
  terms: [
    'Оплата производится на основании счёта Исполнителя в течение 10 (десяти) рабочих дней с даты его выставления.',
    'Приёмка услуг оформляется актом, подписанным обеими сторонами.',
  ],
  vatMode: 'included',
  vatRate: 'standard',
  lines: lines.slice(0, 2),
};
