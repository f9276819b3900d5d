import { readContact } from './contactInput';

const keys = (input: Parameters<typeof readContact>[0]) => {
  const read = readContact(input);
  return read.ok ? [] : read.issues.map((found) => `${found.field} ${found.key}`);
};

describe('contact input', () => {
  test('a full contact', () => {
    expect(
      readContact({
        name: ' Мария Ёлкина ',
        position: 'Главный бухгалтер',
        phones: ['+7 (495) 123-45-67', ' ', '8 800 555 35 35'],
        emails: ['maria@example.ru'],
        telegram: '@maria_elkina',
        isPrimary: true,
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Мария Ёлкина',
        position: 'Главный бухгалтер',
        phones: ['+7 (495) 123-45-67', '8 800 555 35 35'],
        emails: ['maria@example.ru'],
        telegram: 'maria_elkina',
        isPrimary: true,
      },
    });
  });

  test.each([
    [{ name: '' }, 'name contacts.nameRequired'],
    [{ name: 'x'.repeat(201) }, 'name contacts.nameTooLong'],
    [{ name: 'A', position: 'x'.repeat(201) }, 'position contacts.positionTooLong'],
    [{ name: 'A', phones: ['звонить'] }, 'phones.0 contacts.phoneInvalid'],
    [{ name: 'A', phones: ['123'] }, 'phones.0 contacts.phoneInvalid'],
    [{ name: 'A', phones: Array.from({ length: 11 }, () => '+7 900 000-00-00') }, 'phones contacts.tooManyPhones'],
    [{ name: 'A', emails: ['maria@'] }, 'emails.0 contacts.emailInvalid'],
    [{ name: 'A', emails: Array.from({ length: 11 }, (_, i) => `a${i}@b.ru`) }, 'emails contacts.tooManyEmails'],
    [{ name: 'A', telegram: '@abc' }, 'telegram contacts.telegramInvalid'],
    [{ name: 'A', telegram: 'мария' }, 'telegram contacts.telegramInvalid'],
    [{ name: 'A', isPrimary: 'yes' }, 'isPrimary contacts.primaryInvalid'],
  ])('refuses %j', (input, expected) => {
    expect(keys(input)).toContain(expected);
  });
});
