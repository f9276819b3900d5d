import { type TObject, Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  type DeliveryPreference,
  type NotificationCategory,
  notificationCategories,
  type NotificationPreferences,
  notificationPreferences,
  type NotificationType,
  notificationTypes,
  type StoredPreferences,
} from '../db/tables/notifications';

/**
 * Fastify's validator silently strips keys an `additionalProperties: false` schema does not know; a schema
 * that no value matches makes a typo such as 'sytem' a 400 instead of a change that quietly did nothing.
 */
const noOtherKeys = { additionalProperties: Type.Never() };

const DeliverySchema = Type.Object({ inApp: Type.Boolean(), sound: Type.Boolean() });
const DeliveryUpdateSchema = Type.Partial(DeliverySchema, noOtherKeys);

function keyed<K extends string, S extends TObject>(keys: readonly K[], schema: S) {
  return Type.Object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>, noOtherKeys);
}

/** GET /notifications/preferences: every category and type, always. */
export const PreferencesSchema = Type.Object({
  categories: keyed(notificationCategories, DeliverySchema),
  types: keyed(notificationTypes, DeliverySchema),
});

/** PUT /notifications/preferences: any part of the above. */
export const PreferencesUpdateSchema = Type.Object(
  {
    categories: Type.Optional(Type.Partial(keyed(notificationCategories, DeliveryUpdateSchema), noOtherKeys)),
    types: Type.Optional(Type.Partial(keyed(notificationTypes, DeliveryUpdateSchema), noOtherKeys)),
  },
  noOtherKeys,
);

const everythingOn = (): DeliveryPreference => ({ inApp: true, sound: true });

function resolveGroup<K extends string>(keys: readonly K[], stored: Partial<Record<K, Partial<DeliveryPreference>>> = {}) {
  return Object.fromEntries(keys.map((key) => [key, { ...everythingOn(), ...stored[key] }])) as Record<K, DeliveryPreference>;
}

/** Stored choices over the defaults (everything on). */
export function resolvePreferences(stored: StoredPreferences = {}): NotificationPreferences {
  return {
    categories: resolveGroup(notificationCategories, stored.categories),
    types: resolveGroup(notificationTypes, stored.types),
  };
}

function mergeGroup<K extends string>(
  stored: Partial<Record<K, Partial<DeliveryPreference>>> = {},
  update: Partial<Record<K, Partial<DeliveryPreference>>> = {},
) {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(update) as Array<[K, Partial<DeliveryPreference> | undefined]>) {
    merged[key] = { ...stored[key], ...value };
  }
  return merged;
}

export function mergePreferences(stored: StoredPreferences, update: StoredPreferences): StoredPreferences {
  return { categories: mergeGroup(stored.categories, update.categories), types: mergeGroup(stored.types, update.types) };
}

/** In-app delivery (live push) needs both the category and the type switched on. */
export function deliversInApp(preferences: NotificationPreferences, type: NotificationType, category: NotificationCategory): boolean {
  return preferences.categories[category].inApp && preferences.types[type].inApp;
}

async function storedPreferences(orm: Orm, userId: string, forUpdate = false): Promise<StoredPreferences> {
  const query = orm
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.preferences ?? {};
}

export async function loadPreferences(orm: Orm, userId: string): Promise<NotificationPreferences> {
  return resolvePreferences(await storedPreferences(orm, userId));
}

export async function updatePreferences(orm: Orm, userId: string, update: StoredPreferences): Promise<NotificationPreferences> {
  const merged = await orm.transaction(async (tx) => {
    const next = mergePreferences(await storedPreferences(tx, userId, true), update);
    await tx
      .insert(notificationPreferences)
      .values({ userId, preferences: next })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences: next, updatedAt: sql`now()` } });
    return next;
  });
  return resolvePreferences(merged);
}
