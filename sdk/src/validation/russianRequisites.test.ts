import { validateBankAccount, validateBik, validateCorrAccount, validateInn, validateKpp, validateOgrn } from './russianRequisites';

/** Replaces the last digit with another one, which must break any check digit. */
function withLastDigitChanged(value: string): string {
  const last = Number(value.at(-1));
  return value.slice(0, -1) + String((last + 1) % 10);
}

// Public requisites of well-known organisations (Sberbank, Yandex, Tinkoff, VTB, Alfa-Bank, Gazprom).
const ORGANISATION_INNS = ['7707083893', '7736207543', '7710140679', '7702070139', '7728168971', '7736050003'];
const PERSON_INNS = ['500100732259', '773173084809'];
const OGRNS = ['1027700132195', '1027739850962', '1027739642281', '1027739609391', '1027700067328', '1027700070518'];
const OGRNIPS = ['304500116000157'];
const BANKS = [
  { name: 'Sberbank (St Petersburg)', bik: '044030653', corrAccount: '30101810500000000653' },
  { name: 'Sberbank', bik: '044525225', corrAccount: '30101810400000000225' },
  { name: 'Tinkoff', bik: '044525974', corrAccount: '30101810145250000974' },
  { name: 'VTB', bik: '044525187', corrAccount: '30101810700000000187' },
  { name: 'Alfa-Bank', bik: '044525593', corrAccount: '30101810200000000593' },
];
const SBERBANK_SETTLEMENT_ACCOUNT = '40702810438000034726';

describe('validateInn', () => {
  it.each(ORGANISATION_INNS)('accepts the organisation INN %s', (inn) => {
    expect(validateInn(inn)).toEqual({ ok: true });
    expect(validateInn(inn, 'organisation')).toEqual({ ok: true });
  });

  it.each(PERSON_INNS)('accepts the personal INN %s', (inn) => {
    expect(validateInn(inn)).toEqual({ ok: true });
    expect(validateInn(inn, 'person')).toEqual({ ok: true });
  });

  it.each([...ORGANISATION_INNS, ...PERSON_INNS])('refuses %s with its last digit changed', (inn) => {
    expect(validateInn(withLastDigitChanged(inn))).toEqual({ ok: false, key: 'validation.inn.checksum' });
  });

  it('checks the first of the two control digits of a 12-digit INN too', () => {
    // 11th digit wrong (6 instead of 5), 12th digit right for that wrong 11th: only the first check can catch it.
    expect(validateInn('500100732266')).toEqual({ ok: false, key: 'validation.inn.checksum' });
  });

  it.each(['77070838', '77070838931', '7707083893123'])('refuses %s for its length', (inn) => {
    expect(validateInn(inn)).toEqual({ ok: false, key: 'validation.inn.length' });
  });

  it.each(['77070838g3', '7707 083893', '', '-707083893'])('refuses %j for its characters', (inn) => {
    expect(validateInn(inn)).toEqual({ ok: false, key: 'validation.inn.characters' });
  });

  it('wants 10 digits from an organisation and 12 from a person', () => {
    expect(validateInn(PERSON_INNS[0]!, 'organisation')).toEqual({ ok: false, key: 'validation.inn.organisationLength' });
    expect(validateInn(ORGANISATION_INNS[0]!, 'person')).toEqual({ ok: false, key: 'validation.inn.personLength' });
  });
});

describe('validateOgrn', () => {
  it.each(OGRNS)('accepts the OGRN %s', (ogrn) => {
    expect(validateOgrn(ogrn)).toEqual({ ok: true });
    expect(validateOgrn(ogrn, 'organisation')).toEqual({ ok: true });
  });

  it.each(OGRNIPS)('accepts the OGRNIP %s', (ogrnip) => {
    expect(validateOgrn(ogrnip)).toEqual({ ok: true });
    expect(validateOgrn(ogrnip, 'person')).toEqual({ ok: true });
  });

  it.each(OGRNS)('refuses the OGRN %s with its last digit changed', (ogrn) => {
    expect(validateOgrn(withLastDigitChanged(ogrn))).toEqual({ ok: false, key: 'validation.ogrn.checksum' });
  });

  it.each(OGRNIPS)('refuses the OGRNIP %s with its last digit changed', (ogrnip) => {
    expect(validateOgrn(withLastDigitChanged(ogrnip))).toEqual({ ok: false, key: 'validation.ogrnip.checksum' });
  });

  it('uses mod 13 for an OGRNIP, not mod 11', () => {
    // 30450011600024 mod 13 = 3 but mod 11 = 5 (synthetic number: the real one above gives 7 both ways).
    expect(validateOgrn('304500116000243')).toEqual({ ok: true });
    expect(validateOgrn('304500116000245')).toEqual({ ok: false, key: 'validation.ogrnip.checksum' });
  });

  it.each(['102770013219', '10277001321950', '1027700132195000'])('refuses %s for its length', (ogrn) => {
    expect(validateOgrn(ogrn)).toEqual({ ok: false, key: 'validation.ogrn.length' });
  });

  it('refuses letters', () => {
    expect(validateOgrn('10277OO132195')).toEqual({ ok: false, key: 'validation.ogrn.characters' });
  });

  it('wants 13 digits from an organisation and 15 from a sole trader', () => {
    expect(validateOgrn(OGRNIPS[0]!, 'organisation')).toEqual({ ok: false, key: 'validation.ogrn.organisationLength' });
    expect(validateOgrn(OGRNS[0]!, 'person')).toEqual({ ok: false, key: 'validation.ogrn.personLength' });
  });
});

describe('validateKpp', () => {
  it.each(['773601001', '770401001', '7736AB001', '77360Z001'])('accepts %s', (kpp) => {
    expect(validateKpp(kpp)).toEqual({ ok: true });
  });

  it.each(['77360100', '7736010011', ''])('refuses %j for its length', (kpp) => {
    expect(validateKpp(kpp)).toEqual({ ok: false, key: 'validation.kpp.length' });
  });

  it.each(['77A601001', '7736ab001', '773601A01', '7736Ж1001'])('refuses %s for its format', (kpp) => {
    expect(validateKpp(kpp)).toEqual({ ok: false, key: 'validation.kpp.format' });
  });
});

describe('validateBik', () => {
  it.each(BANKS.map((bank) => bank.bik))('accepts %s', (bik) => {
    expect(validateBik(bik)).toEqual({ ok: true });
  });

  it('refuses a BIK outside Russia', () => {
    expect(validateBik('144525225')).toEqual({ ok: false, key: 'validation.bik.prefix' });
  });

  it('tells a wrong length from wrong characters', () => {
    expect(validateBik('04452522')).toEqual({ ok: false, key: 'validation.bik.length' });
    expect(validateBik('04452522S')).toEqual({ ok: false, key: 'validation.bik.characters' });
  });
});

describe('validateCorrAccount', () => {
  it.each(BANKS)('accepts the correspondent account of $name', ({ bik, corrAccount }) => {
    expect(validateCorrAccount(corrAccount, bik)).toEqual({ ok: true });
  });

  it.each(BANKS)('refuses the account of $name with its last digit changed', ({ bik, corrAccount }) => {
    expect(validateCorrAccount(withLastDigitChanged(corrAccount), bik)).toEqual({
      ok: false,
      key: 'validation.corrAccount.checksum',
    });
  });

  it("refuses a Moscow bank's correspondent account against a St Petersburg BIK", () => {
    expect(validateCorrAccount('30101810400000000225', '044030653')).toEqual({
      ok: false,
      key: 'validation.corrAccount.checksum',
    });
  });

  it('needs a valid BIK to check against', () => {
    expect(validateCorrAccount('30101810400000000225', '')).toEqual({
      ok: false,
      key: 'validation.corrAccount.bikRequired',
    });
    expect(validateCorrAccount('30101810400000000225', '14452522')).toEqual({
      ok: false,
      key: 'validation.corrAccount.bikRequired',
    });
  });

  it('tells a wrong length from wrong characters', () => {
    expect(validateCorrAccount('3010181040000000022', '044525225')).toEqual({
      ok: false,
      key: 'validation.corrAccount.length',
    });
    expect(validateCorrAccount('3010181040000000022O', '044525225')).toEqual({
      ok: false,
      key: 'validation.corrAccount.characters',
    });
  });
});

describe('validateBankAccount', () => {
  it('accepts a settlement account at Sberbank', () => {
    expect(validateBankAccount(SBERBANK_SETTLEMENT_ACCOUNT, '044525225')).toEqual({ ok: true });
  });

  it('refuses it with its last digit changed', () => {
    expect(validateBankAccount(withLastDigitChanged(SBERBANK_SETTLEMENT_ACCOUNT), '044525225')).toEqual({
      ok: false,
      key: 'validation.bankAccount.checksum',
    });
  });

  it('keys the settlement account with the last BIK digits, not with the correspondent-account part', () => {
    // A correspondent account passes its own rule but not the settlement-account rule for the same BIK.
    expect(validateBankAccount('30101810400000000225', '044525225')).toEqual({
      ok: false,
      key: 'validation.bankAccount.checksum',
    });
  });

  it('needs a valid BIK and 20 digits', () => {
    expect(validateBankAccount(SBERBANK_SETTLEMENT_ACCOUNT, '')).toEqual({
      ok: false,
      key: 'validation.bankAccount.bikRequired',
    });
    expect(validateBankAccount('407028104380000347', '044525225')).toEqual({
      ok: false,
      key: 'validation.bankAccount.length',
    });
    expect(validateBankAccount('4070281043800003472x', '044525225')).toEqual({
      ok: false,
      key: 'validation.bankAccount.characters',
    });
  });
});
