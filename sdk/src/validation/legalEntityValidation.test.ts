import { normalizeLegalEntityForm, validateLegalEntityForm } from './legalEntityValidation';

const sberbank = {
  name: 'ПАО Сбербанк',
  type: 'company',
  taxId: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalForm: 'ПАО',
  address: '117312, г. Москва, ул. Вавилова, д. 19',
  phone: '+7 495 500-55-50',
  email: 'sberbank@sberbank.ru',
  website: 'https://www.sberbank.ru',
  bankAccount: '40702810438000034726',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  corrAccount: '30101810400000000225',
};

const soleTrader = {
  name: 'ИП Иванов Иван Иванович',
  type: 'individual',
  taxId: '500100732259',
  ogrn: '304500116000157',
  address: 'Московская область, г. Балашиха',
};

function fieldsAndKeys(values: Parameters<typeof validateLegalEntityForm>[0]) {
  return validateLegalEntityForm(values).map(({ field, key }) => [field, key]);
}

describe('validateLegalEntityForm', () => {
  it('accepts a company with every requisite filled in correctly', () => {
    expect(validateLegalEntityForm(sberbank)).toEqual([]);
  });

  it('accepts a sole trader with a 12-digit INN and an OGRNIP', () => {
    expect(validateLegalEntityForm(soleTrader)).toEqual([]);
    expect(validateLegalEntityForm({ ...soleTrader, type: 'ie' })).toEqual([]);
  });

  it('needs only name, type, INN and address', () => {
    expect(validateLegalEntityForm({ name: 'Яндекс', type: 'company', taxId: '7736207543', address: 'Москва' })).toEqual([]);
  });

  it('names every missing required field', () => {
    expect(fieldsAndKeys({})).toEqual([
      ['name', 'validation.legalEntity.nameRequired'],
      ['type', 'validation.legalEntity.typeRequired'],
      ['taxId', 'validation.legalEntity.taxIdRequired'],
      ['address', 'validation.legalEntity.addressRequired'],
    ]);
  });

  it('counts blank text as missing and checks trimmed values', () => {
    expect(fieldsAndKeys({ ...sberbank, name: '   ', taxId: ' 7707083893 ', bik: '044525225\n' })).toEqual([
      ['name', 'validation.legalEntity.nameRequired'],
    ]);
  });

  it('refuses an unknown type', () => {
    expect(fieldsAndKeys({ ...sberbank, type: 'llc' })).toEqual([['type', 'validation.legalEntity.typeInvalid']]);
  });

  it('wants a 10-digit INN and a 13-digit OGRN from a company', () => {
    expect(fieldsAndKeys({ ...sberbank, taxId: '500100732259', ogrn: '304500116000157' })).toEqual([
      ['taxId', 'validation.inn.organisationLength'],
      ['ogrn', 'validation.ogrn.organisationLength'],
    ]);
  });

  it('wants a 12-digit INN and a 15-digit OGRNIP from a sole trader', () => {
    expect(fieldsAndKeys({ ...soleTrader, taxId: '7707083893', ogrn: '1027700132195' })).toEqual([
      ['taxId', 'validation.inn.personLength'],
      ['ogrn', 'validation.ogrn.personLength'],
    ]);
  });

  it('checks the control digits of INN and OGRN', () => {
    expect(fieldsAndKeys({ ...sberbank, taxId: '7707083894', ogrn: '1027700132196' })).toEqual([
      ['taxId', 'validation.inn.checksum'],
      ['ogrn', 'validation.ogrn.checksum'],
    ]);
  });

  it('accepts 10 or 12 digits while the type is still unknown', () => {
    expect(fieldsAndKeys({ ...sberbank, type: '', taxId: '500100732259' })).toEqual([['type', 'validation.legalEntity.typeRequired']]);
    expect(fieldsAndKeys({ ...sberbank, type: '', taxId: '77070838930' })).toEqual([
      ['type', 'validation.legalEntity.typeRequired'],
      ['taxId', 'validation.inn.length'],
    ]);
  });

  it('checks the KPP format and keeps it for companies', () => {
    expect(fieldsAndKeys({ ...sberbank, kpp: '77360100' })).toEqual([['kpp', 'validation.kpp.length']]);
    expect(fieldsAndKeys({ ...soleTrader, kpp: '773601001' })).toEqual([['kpp', 'validation.kpp.companyOnly']]);
  });

  it('checks both accounts against the BIK', () => {
    expect(fieldsAndKeys({ ...sberbank, bik: '044030653' })).toEqual([
      ['bankAccount', 'validation.bankAccount.checksum'],
      ['corrAccount', 'validation.corrAccount.checksum'],
    ]);
  });

  it('reports a wrong BIK once, on the BIK, with accounts checked only for their own format', () => {
    expect(fieldsAndKeys({ ...sberbank, bik: '04452522', bankAccount: '4070281043800003472' })).toEqual([
      ['bankAccount', 'validation.bankAccount.length'],
      ['bik', 'validation.bik.length'],
    ]);
  });

  it('asks for a BIK when an account is given without one', () => {
    expect(fieldsAndKeys({ ...sberbank, bik: '' })).toEqual([
      ['bankAccount', 'validation.bankAccount.bikRequired'],
      ['corrAccount', 'validation.corrAccount.bikRequired'],
    ]);
  });

  it('type-checks e-mail and website', () => {
    expect(fieldsAndKeys({ ...sberbank, email: 'sberbank.ru', website: 'sberbank' })).toEqual([
      ['email', 'validation.email.invalid'],
      ['website', 'validation.website.invalid'],
    ]);
  });

  it('leaves free-text fields alone', () => {
    expect(validateLegalEntityForm({ ...sberbank, phone: 'звонить после 10', legalForm: '?', bankName: '' })).toEqual([]);
  });
});

describe('normalizeLegalEntityForm', () => {
  it('gives every field as trimmed text', () => {
    const values = normalizeLegalEntityForm({ name: '  ООО «Ромашка» ', kpp: null });
    expect(values.name).toBe('ООО «Ромашка»');
    expect(values.kpp).toBe('');
    expect(Object.keys(values)).toHaveLength(14);
  });
});
