import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { CollectionClaimStore } from '../../application/ports/collection-claim.store.port';

/** `collection_claim` rows; the primary key (user_id, collection_item_id) makes a claim happen once. */
@Injectable()
export class TypeOrmCollectionClaimStore implements CollectionClaimStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async claim(tx: Tx, userId: string, collectionId: string): Promise<boolean> {
    const result = await unwrapTx(tx).query(
      `INSERT INTO collection_claim (user_id, collection_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, collectionId],
    );
    return rowsOf(result).length === 1;
  }

  async claimed(userId: string, tx?: Tx): Promise<Set<string>> {
    const rows: { collection_item_id: string }[] = await (tx ? unwrapTx(tx) : this.dataSource.manager).query(
      `SELECT collection_item_id FROM collection_claim WHERE user_id = $1`,
      [userId],
    );
    return new Set(rows.map((r) => r.collection_item_id));
  }
}
