import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ImageStorage, NewImage, StoredImage } from '../../application/ports/image-storage.port';

/** Images as bytea rows of the `image` table (original and thumbnail). */
@Injectable()
export class TypeOrmImageStorage implements ImageStorage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async save(image: NewImage): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO image (mime, bytes, byte_size, sha256, thumb, thumb_mime, width, height)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        image.mime,
        image.bytes,
        image.bytes.length,
        image.sha256,
        image.thumb?.bytes ?? null,
        image.thumb?.mime ?? null,
        image.width,
        image.height,
      ],
    );
    return rows[0].id;
  }

  async get(id: string, variant: 'original' | 'thumb'): Promise<StoredImage | null> {
    const sql =
      variant === 'thumb'
        ? `SELECT id, coalesce(thumb_mime, mime) AS mime, coalesce(thumb, bytes) AS bytes FROM image WHERE id = $1`
        : `SELECT id, mime, bytes FROM image WHERE id = $1`;
    const rows: StoredImage[] = await this.dataSource.query(sql, [id]);
    return rows[0] ?? null;
  }
}
