import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ImageUploadResultDto } from '@grimhunt/contracts';
import { CatalogueInvalidError, CatalogueNotFoundError } from '../../domain/catalogue.errors';
import { CatalogueStore, SNAPSHOT_MAX_AGE_MS } from '../catalogue-store';
import { isUuid } from '@grimhunt/api-kernel';
import { IMAGE_STORAGE, ImageStorage, StoredImage } from '../ports/image-storage.port';
import { THUMBNAIL_MAKER, ThumbnailMaker } from '../ports/thumbnail-maker.port';
import { MAX_UPLOAD_BYTES, sniffMediaType } from './media-type';

/** Uploads (checked by content and size) and reads of images. */
@Injectable()
export class ImageService {
  constructor(
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(THUMBNAIL_MAKER) private readonly thumbnails: ThumbnailMaker,
    private readonly store: CatalogueStore,
  ) {}

  async upload(bytes: Buffer): Promise<ImageUploadResultDto> {
    if (bytes.length === 0) throw new CatalogueInvalidError(['The file is empty']);
    if (bytes.length > MAX_UPLOAD_BYTES) throw new CatalogueInvalidError(['The file is larger than 10 MiB']);
    const mime = sniffMediaType(bytes);
    if (!mime) throw new CatalogueInvalidError(['Only PNG, JPEG, WebP and GIF images and MP4 or WebM videos can be uploaded']);
    let facts;
    try {
      facts = await this.thumbnails.describe(bytes, mime);
    } catch {
      throw new CatalogueInvalidError(['The image could not be read']);
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const id = await this.storage.save({ mime, bytes, sha256, ...facts });
    return { id };
  }

  async get(id: string, variant: 'original' | 'thumb'): Promise<StoredImage> {
    const image = isUuid(id) ? await this.storage.get(id.toLowerCase(), variant) : null;
    if (!image) throw new CatalogueNotFoundError('image', id);
    return image;
  }

  /** The image of an enemy. */
  async ofEnemy(enemyId: string, variant: 'original' | 'thumb'): Promise<StoredImage> {
    const snapshot = await this.store.snapshot(SNAPSHOT_MAX_AGE_MS);
    const enemy = snapshot.get('enemy', enemyId);
    if (!enemy) throw new CatalogueNotFoundError('enemy', enemyId);
    if (!enemy.imageId) throw new CatalogueNotFoundError('image', `of enemy ${enemyId}`);
    return this.get(enemy.imageId, variant);
  }
}
