import type { StoreSettings, UpdateStoreSettingsBody } from '@store/shared/schemas/admin-settings';
import type { Db } from '../../db/types';
import { auditEntry, type AuditActor } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import { deleteSetting, lockSettings, readSettings, writeSetting } from './settings.repository';
import { forgetSettings, SETTING_KEYS, supportEmailOverride } from './settings.service';

/** What the settings editor needs: the database, the clock and the configured address. */
export type SettingsAdminContext = { db: Db; now: () => Date; defaultSupportEmail: string };

function present(values: Map<string, unknown>, defaultSupportEmail: string): StoreSettings {
  const override = supportEmailOverride(values.get(SETTING_KEYS.supportEmail));
  return {
    underConstruction: values.get(SETTING_KEYS.underConstruction) === true,
    supportEmail: override ?? defaultSupportEmail,
    supportEmailIsDefault: override === undefined,
  };
}

/** The editable settings as they apply now. */
export async function getStoreSettings(ctx: SettingsAdminContext): Promise<StoreSettings> {
  return present(await readSettings(ctx.db), ctx.defaultSupportEmail);
}

/**
 * Changes the named settings and records the change (the settings before and after) on the
 * audit log in the same transaction; the public answers read the new values at once.
 */
export async function updateStoreSettings(
  ctx: SettingsAdminContext,
  actor: AuditActor,
  body: UpdateStoreSettingsBody,
): Promise<StoreSettings> {
  const at = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const before = present(
      await lockSettings(tx, Object.values(SETTING_KEYS)),
      ctx.defaultSupportEmail,
    );
    if (body.underConstruction !== undefined) {
      await writeSetting(tx, SETTING_KEYS.underConstruction, body.underConstruction, at);
    }
    if (body.supportEmail === null) await deleteSetting(tx, SETTING_KEYS.supportEmail);
    else if (body.supportEmail !== undefined) {
      await writeSetting(tx, SETTING_KEYS.supportEmail, body.supportEmail, at);
    }
    const after = present(await readSettings(tx), ctx.defaultSupportEmail);
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: 'store',
        before,
        after,
      }),
    );
    return after;
  });
  forgetSettings(ctx.db);
  return updated;
}
