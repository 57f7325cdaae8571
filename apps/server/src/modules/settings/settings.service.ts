import type { HomeSettings } from '@store/shared/schemas/common';
import type { Db } from '../../db/types';
import { readSettings } from './settings.repository';

/** The store-wide settings the web app needs at start; missing rows read as off. */
export async function getHomeSettings(db: Db, supportEmail: string): Promise<HomeSettings> {
  const values = await readSettings(db);
  return { underConstruction: values.get('underConstruction') === true, supportEmail };
}
