/** Wire shapes of the legal entity calls (SPEC §3 'Legal entity', §7 'Profile and legal entities'). */
import { type Static, Type } from '@sinclair/typebox';
import { LEGAL_ENTITY_FORM_FIELDS, type LegalEntityFormField } from '@artel/sdk/shared';

const Text = Type.String();

export const LegalEntityRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);

export const LegalEntitySchema = Type.Object({
  id: Text,
  name: Text,
  type: Type.Union([Type.Literal('company'), Type.Literal('individual'), Type.Literal('ie')]),
  taxId: Text,
  /** The same value as taxId: SPEC §3 names the entity's field INN, the create form taxId. */
  inn: Text,
  kpp: Text,
  ogrn: Text,
  legalForm: Text,
  address: Text,
  phone: Text,
  email: Text,
  website: Text,
  bankAccount: Text,
  bankName: Text,
  bik: Text,
  corrAccount: Text,
  isActive: Type.Boolean(),
  isPrimary: Type.Boolean(),
  isPreferred: Type.Boolean(),
  role: LegalEntityRoleSchema,
  ownerId: Text,
  memberCount: Type.Integer(),
  workspaceCount: Type.Integer(),
  createdAt: Text,
  updatedAt: Text,
});
export type LegalEntityJson = Static<typeof LegalEntitySchema>;

const optionalField = () => Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]));

/** Every create field may be sent or left out; the shared validator says what is missing, in words. */
export const LegalEntityBodySchema = Type.Object(
  Object.fromEntries(LEGAL_ENTITY_FORM_FIELDS.map((field) => [field, optionalField()])) as Record<
    LegalEntityFormField,
    ReturnType<typeof optionalField>
  >,
  { additionalProperties: false },
);

export const LegalEntityParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const LegalEntityMemberSchema = Type.Object({
  userId: Text,
  name: Text,
  email: Text,
  role: LegalEntityRoleSchema,
  joinedAt: Text,
});

export const PreferredLegalEntitySchema = Type.Object({
  legalEntityId: Type.Union([Text, Type.Null()]),
  legalEntity: Type.Union([LegalEntitySchema, Type.Null()]),
});
