import { levelForXp, type LoyaltyLevel } from '@store/shared/rules/loyalty';
import type { Db } from '../../db/types';
import { sumPoints } from './loyalty.repository';

/**
 * The customer's loyalty level now, from the sum of their ledger since the last prestige
 * (a sum below 0 after a refund counts as 0): what checkout prices the level discount with.
 */
export async function loyaltyLevelOf(db: Db, userId: number): Promise<LoyaltyLevel> {
  return levelForXp(await sumPoints(db, userId));
}
