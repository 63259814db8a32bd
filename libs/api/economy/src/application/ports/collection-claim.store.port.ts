import { Tx } from '@grimhunt/api-kernel';

/** Exhibition claims: one row per (player, collection), so a collection is claimed at most once. */
export interface CollectionClaimStore {
  /** True when this call claimed it; false when it was claimed before. */
  claim(tx: Tx, userId: string, collectionId: string): Promise<boolean>;
  claimed(userId: string, tx?: Tx): Promise<Set<string>>;
}
export const COLLECTION_CLAIM_STORE = Symbol('COLLECTION_CLAIM_STORE');
