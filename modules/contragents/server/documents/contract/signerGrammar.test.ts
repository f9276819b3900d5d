import { genderOf, nameInGenitive, positionInGenitive } from './signerGrammar';

describe('the signer in «в лице …»', () => {
  test.each([
    ['Генеральный директор', 'генерального директора'],
    ['Директор', 'директора'],
    ['Главный бухгалтер', 'главного бухгалтера'],
    ['Коммерческий директор', 'коммерческого директора'],
    ['Управляющий', 'управляющего'],
    ['Председатель правления', 'председателя правления'],
    ['Директор по развитию', 'директора по развитию'],
  ])('position %s → %s', (position, genitive) => {
    expect(positionInGenitive(position)).toBe(genitive);
  });

  test.each([
    ['Иванов Иван Иванович', 'Иванова Ивана Ивановича'],
    ['Петрова Анна Сергеевна', 'Петровой Анны Сергеевны'],
    ['Иванов И. И.', 'Иванова И. И.'],
    ['Петрова А. С.', 'Петровой А. С.'],
  ])('name %s → %s', (name, genitive) => {
    expect(nameInGenitive(name)).toBe(genitive);
  });

  test('gender from the patronymic, else from the surname', () => {
    expect(genderOf('Петрова Анна Сергеевна')).toBe('female');
    expect(genderOf('Ильина А. С.')).toBe('female');
    expect(genderOf('Сидоров П. Ю.')).toBe('male');
  });
});
