import type { HomeSettings } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { readSetting, readSettings } from './settings.repository';

/** The keys of the settings table this module reads and writes. */
export const SETTING_KEYS = {
  underConstruction: 'underConstruction',
  supportEmail: 'supportEmail',
} as const;

/** The stored support address when it is a usable string; undefined otherwise. */
export function supportEmailOverride(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The store-wide settings the web app needs at start; missing rows read as off. */
export async function getHomeSettings(db: Db, defaultSupportEmail: string): Promise<HomeSettings> {
  const values = await readSettings(db);
  return {
    underConstruction: values.get(SETTING_KEYS.underConstruction) === true,
    supportEmail:
      supportEmailOverride(values.get(SETTING_KEYS.supportEmail)) ?? defaultSupportEmail,
  };
}

/** Whether the store is under construction right now; a missing row reads as no. */
export async function isUnderConstruction(db: Db): Promise<boolean> {
  return (await readSetting(db, SETTING_KEYS.underConstruction)) === true;
}

/** Where support mail goes now: the admins' address if one is set, else the configured one. */
export async function resolveSupportEmail(db: Db, defaultSupportEmail: string): Promise<string> {
  return (
    supportEmailOverride(await readSetting(db, SETTING_KEYS.supportEmail)) ?? defaultSupportEmail
  );
}
