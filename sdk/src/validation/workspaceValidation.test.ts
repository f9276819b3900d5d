import { parseInviteEmails, validateContextWorkspaceCreation, validateWorkspaceInput } from './workspaceValidation';

function keysOf(input: Parameters<typeof validateWorkspaceInput>[0]) {
  return validateWorkspaceInput(input).errors.map(({ field, key }) => [field, key]);
}

describe('validateWorkspaceInput', () => {
  it('accepts a shared workspace and gives it back trimmed', () => {
    const result = validateWorkspaceInput({
      name: '  Отдел продаж ',
      description: ' Сделки и клиенты ',
      visibility: 'internal',
      icon: 'briefcase',
      color: 'teal',
      inviteEmails: ['anna@example.com'],
    });
    expect(result).toEqual({
      errors: [],
      value: {
        name: 'Отдел продаж',
        description: 'Сделки и клиенты',
        isPersonal: false,
        visibility: 'internal',
        icon: 'briefcase',
        color: 'teal',
        inviteEmails: ['anna@example.com'],
      },
    });
  });

  it('needs a name', () => {
    expect(keysOf({ name: '   ' })).toEqual([['name', 'validation.workspace.nameRequired']]);
    expect(keysOf({})).toEqual([['name', 'validation.workspace.nameRequired']]);
  });

  it('needs at least 3 characters, counted after trimming', () => {
    expect(validateWorkspaceInput({ name: ' ab ' }).errors).toEqual([
      { field: 'name', key: 'validation.workspace.nameTooShort', params: { min: 3 } },
    ]);
    expect(validateWorkspaceInput({ name: 'abc' }).errors).toEqual([]);
  });

  it('allows at most 100 characters in the name and 500 in the description', () => {
    expect(validateWorkspaceInput({ name: 'я'.repeat(100), description: 'ж'.repeat(500) }).errors).toEqual([]);
    expect(validateWorkspaceInput({ name: 'я'.repeat(101), description: 'ж'.repeat(501) }).errors).toEqual([
      { field: 'name', key: 'validation.workspace.nameTooLong', params: { max: 100 } },
      { field: 'description', key: 'validation.workspace.descriptionTooLong', params: { max: 500 } },
    ]);
  });

  it('counts an emoji as one character', () => {
    expect(validateWorkspaceInput({ name: '🚀🚀🚀' }).errors).toEqual([]);
  });

  it('forces a personal workspace private and drops its invitations unchecked', () => {
    const result = validateWorkspaceInput({
      name: 'Личное',
      isPersonal: true,
      visibility: 'public',
      inviteEmails: ['anna@example.com', 'not an address'],
    });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ isPersonal: true, visibility: 'private', inviteEmails: [] });
  });

  it('makes a shared workspace private unless told otherwise', () => {
    expect(validateWorkspaceInput({ name: 'Команда' }).value).toMatchObject({
      visibility: 'private',
      description: '',
      icon: null,
      color: null,
      inviteEmails: [],
    });
  });

  it('ignores duplicate and blank invite e-mails, whatever their letter case', () => {
    const result = validateWorkspaceInput({
      name: 'Команда',
      inviteEmails: ['Anna@Example.com', ' anna@example.com ', '', 'boris@example.com', 'ANNA@EXAMPLE.COM'],
    });
    expect(result.errors).toEqual([]);
    expect(result.value.inviteEmails).toEqual(['anna@example.com', 'boris@example.com']);
  });

  it('names each invalid invite e-mail once', () => {
    const result = validateWorkspaceInput({ name: 'Команда', inviteEmails: ['anna@', 'ok@example.com', 'anna@', 'x y@z.ru'] });
    expect(result.errors).toEqual([
      { field: 'inviteEmails', key: 'validation.email.invalid', params: { email: 'anna@' } },
      { field: 'inviteEmails', key: 'validation.email.invalid', params: { email: 'x y@z.ru' } },
    ]);
    expect(result.value.inviteEmails).toEqual(['ok@example.com']);
  });

  it('accepts only the 3 visibilities, 8 icons and 8 colours', () => {
    expect(keysOf({ name: 'Команда', visibility: 'secret', icon: 'skull', color: 'black' })).toEqual([
      ['visibility', 'validation.workspace.visibilityInvalid'],
      ['icon', 'validation.workspace.iconInvalid'],
      ['color', 'validation.workspace.colorInvalid'],
    ]);
    expect(validateWorkspaceInput({ name: 'Команда', visibility: 'secret' }).value.visibility).toBe('private');
  });
});

describe('parseInviteEmails', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(parseInviteEmails(' a@x.ru, b@y.ru;c@z.ru\nd@w.ru  ')).toEqual(['a@x.ru', 'b@y.ru', 'c@z.ru', 'd@w.ru']);
    expect(parseInviteEmails('  ')).toEqual([]);
  });
});

describe('validateContextWorkspaceCreation', () => {
  it('passes with a name and a legal entity', () => {
    expect(validateContextWorkspaceCreation({ name: 'Команда', legalEntityId: 'le-1' })).toEqual([]);
  });

  it('refuses a blank name and a missing legal entity', () => {
    expect(validateContextWorkspaceCreation({ name: '  ', legalEntityId: null })).toEqual([
      { field: 'name', key: 'validation.workspace.contextNameRequired' },
      { field: 'legalEntityId', key: 'validation.workspace.contextLegalEntityRequired' },
    ]);
  });
});
