import { Type } from '@sinclair/typebox';

const Localised = Type.Object({ ru: Type.String(), en: Type.String() });
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

export const AnalyticsQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ pattern: DAY })),
  to: Type.Optional(Type.String({ pattern: DAY })),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  boardId: Type.Optional(Type.String({ format: 'uuid' })),
  memberId: Type.Optional(Type.String({ format: 'uuid' })),
});

export const AnalyticsCatalogueSchema = Type.Object({
  reports: Type.Array(
    Type.Object({
      id: Type.String(),
      moduleId: Type.String(),
      title: Localised,
      kind: Type.Union([Type.Literal('line'), Type.Literal('bar'), Type.Literal('stackedArea'), Type.Literal('table')]),
      filters: Type.Array(Type.Union([Type.Literal('board'), Type.Literal('member')])),
    }),
  ),
  boards: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  members: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});

export const AnalyticsResultSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  caption: Type.Optional(Localised),
  columns: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Localised,
      type: Type.Union([Type.Literal('date'), Type.Literal('number'), Type.Literal('string'), Type.Literal('duration')]),
      unit: Type.Optional(Localised),
      values: Type.Optional(Type.Record(Type.String(), Localised)),
      step: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')])),
    }),
  ),
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()]))),
});
