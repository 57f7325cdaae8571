import { z } from 'zod';
import { Email } from './auth';
import { NumericId, text } from './common';
import { CareerPosition, EmploymentType } from './contact';

/** The back office's store settings, careers editor and exports: its messages. */
export const ADMIN_SETTINGS_MESSAGES = {
  nothingToChange: 'Name at least one setting to change.',
  positionNotFound: 'Position not found.',
  reorderMismatch: 'List every position exactly once to reorder them.',
  alreadyInState: 'The position is already in that state.',
} as const;

/** The settings an admin may change, as they are now (the override or the default). */
export const StoreSettings = z.object({
  underConstruction: z.boolean(),
  supportEmail: z.string(),
  /** True while no override is stored and the configured address applies. */
  supportEmailIsDefault: z.boolean(),
});
export type StoreSettings = z.infer<typeof StoreSettings>;

/**
 * PATCH /api/v1/admin/settings: any of the settings; `supportEmail: null` goes back to the
 * store's configured address.
 */
export const UpdateStoreSettingsBody = z
  .object({
    underConstruction: z.boolean().optional(),
    supportEmail: Email.nullable().optional(),
  })
  .strict()
  .refine(
    (body) => body.underConstruction !== undefined || body.supportEmail !== undefined,
    ADMIN_SETTINGS_MESSAGES.nothingToChange,
  );
export type UpdateStoreSettingsBody = z.infer<typeof UpdateStoreSettingsBody>;

/** Lengths of a position's fields, shared by the editor's counters and the server. */
export const POSITION_LIMITS = { title: 120, team: 80, location: 80, summary: 2000 } as const;

const line = (max: number) =>
  text()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .regex(/^[^\r\n]*$/, 'Use a single line');

/** POST /api/v1/admin/careers/positions: a new position, open and listed last. */
export const CareerPositionBody = z
  .object({
    title: line(POSITION_LIMITS.title),
    team: line(POSITION_LIMITS.team),
    location: line(POSITION_LIMITS.location),
    type: EmploymentType,
    summary: text()
      .trim()
      .min(1, 'Required')
      .max(POSITION_LIMITS.summary, `At most ${POSITION_LIMITS.summary} characters`),
  })
  .strict();
export type CareerPositionBody = z.infer<typeof CareerPositionBody>;

/** PATCH /api/v1/admin/careers/positions/:id: any of the fields. */
export const CareerPositionPatch = CareerPositionBody.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, ADMIN_SETTINGS_MESSAGES.nothingToChange);
export type CareerPositionPatch = z.infer<typeof CareerPositionPatch>;

export const CareerPositionParams = z.object({ id: NumericId });

/** A position as the editor sees it: closed ones too, with their place in the list. */
export const AdminCareerPosition = CareerPosition.extend({
  open: z.boolean(),
  position: z.number().int(),
});
export type AdminCareerPosition = z.infer<typeof AdminCareerPosition>;

export const AdminCareerPositionsReply = z.object({ positions: z.array(AdminCareerPosition) });
export type AdminCareerPositionsReply = z.infer<typeof AdminCareerPositionsReply>;

/** POST /api/v1/admin/careers/positions/reorder: every position's id, in the new order. */
export const ReorderPositionsBody = z
  .object({ ids: z.array(NumericId).min(1).max(500) })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    message: ADMIN_SETTINGS_MESSAGES.reorderMismatch,
    path: ['ids'],
  });
export type ReorderPositionsBody = z.infer<typeof ReorderPositionsBody>;
