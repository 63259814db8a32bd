import { MediaType } from '../images/media-type';

export interface NewImage {
  mime: MediaType;
  bytes: Buffer;
  sha256: string;
  thumb: { bytes: Buffer; mime: string } | null;
  width: number | null;
  height: number | null;
}

export interface StoredImage {
  id: string;
  mime: string;
  bytes: Buffer;
}

/** Where uploaded images live (PostgreSQL today, a bucket behind a CDN later). */
export interface ImageStorage {
  save(image: NewImage): Promise<string>;
  /** The original, or its thumbnail (the original when none was made); null when missing. */
  get(id: string, variant: 'original' | 'thumb'): Promise<StoredImage | null>;
}
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
