import type { HomeSettings } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { readSettings } from './settings.repository';

/** The keys of the settings table this module reads and writes. */
export const SETTING_KEYS = {
  underConstruction: 'underConstruction',
  supportEmail: 'supportEmail',
} as const;

/** The stored support address when it is a usable string; undefined otherwise. */
export function supportEmailOverride(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * How long one read of the settings answers later ones before it is refreshed. The health
 * check and the home settings are polled by every open page and must not queue behind
 * catalogue queries: a remembered read answers at once, an older one too while a fresh read
 * replaces it. A change made on this server is seen at once (`forgetSettings`), one made on
 * another server sharing the database within this time and one read.
 */
const SETTINGS_TTL_MS = 1000;

type Remembered = { values: Map<string, unknown>; readAt: number; refreshing?: Promise<void> };
const remembered = new WeakMap<Db, Remembered>();
/** Bumped by every change, so a read begun before it is not remembered after it. */
const generations = new WeakMap<Db, number>();

async function readAndRemember(db: Db): Promise<Map<string, unknown>> {
  const generation = generations.get(db) ?? 0;
  const readAt = performance.now();
  const values = await readSettings(db);
  if ((generations.get(db) ?? 0) === generation) remembered.set(db, { values, readAt });
  return values;
}

/** The settings rows: the remembered ones when there are, else read from the database. */
async function currentSettings(db: Db): Promise<Map<string, unknown>> {
  const entry = remembered.get(db);
  if (!entry) return readAndRemember(db);
  if (performance.now() - entry.readAt > SETTINGS_TTL_MS) {
    entry.refreshing ??= readAndRemember(db).then(
      () => undefined,
      () => {
        entry.refreshing = undefined; // tried again on the next call
      },
    );
  }
  return entry.values;
}

/** Forgets the remembered settings, so the next read sees a change just committed. */
export function forgetSettings(db: Db): void {
  remembered.delete(db);
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/** The store-wide settings the web app needs at start; missing rows read as off. */
export async function getHomeSettings(db: Db, defaultSupportEmail: string): Promise<HomeSettings> {
  const values = await currentSettings(db);
  return {
    underConstruction: values.get(SETTING_KEYS.underConstruction) === true,
    supportEmail:
      supportEmailOverride(values.get(SETTING_KEYS.supportEmail)) ?? defaultSupportEmail,
  };
}

/** Whether the store is under construction right now; a missing row reads as no. */
export async function isUnderConstruction(db: Db): Promise<boolean> {
  return (await currentSettings(db)).get(SETTING_KEYS.underConstruction) === true;
}

/** Where support mail goes now: the admins' address if one is set, else the configured one. */
export async function resolveSupportEmail(db: Db, defaultSupportEmail: string): Promise<string> {
  return (
    supportEmailOverride((await currentSettings(db)).get(SETTING_KEYS.supportEmail)) ??
    defaultSupportEmail
  );
}
