import { Injectable, Logger } from '@nestjs/common';
import { ImageFacts, ThumbnailMaker } from '../../application/ports/thumbnail-maker.port';

/** The part of sharp's API we use (typed here: its bundled types resolve differently per module setting). */
interface SharpPipeline {
  metadata(): Promise<{ width?: number; height?: number; pageHeight?: number }>;
  rotate(): SharpPipeline;
  resize(width: number, height: number, options: { fit: 'inside'; withoutEnlargement: boolean }): SharpPipeline;
  webp(options: { quality: number }): SharpPipeline;
  toBuffer(): Promise<Buffer>;
}
type Sharp = (input: Buffer) => SharpPipeline;

/** Longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 256;

function loadSharp(): Sharp | null {
  try {
    return require('sharp') as Sharp;
  } catch {
    return null;
  }
}

/**
 * Thumbnails with `sharp` (WebP, longest side 256 px, EXIF rotation applied). Videos get no thumbnail. When
 * sharp cannot be loaded (not installed, no native binary) no thumbnail is made and the thumb route serves the
 * original bytes.
 */
@Injectable()
export class SharpThumbnailMaker implements ThumbnailMaker {
  private readonly logger = new Logger('SharpThumbnailMaker');
  private readonly sharp = loadSharp();

  constructor() {
    if (!this.sharp) this.logger.warn('sharp is not available: thumbnails are the original images');
  }

  async describe(bytes: Buffer, mime: string): Promise<ImageFacts> {
    if (!this.sharp || !mime.startsWith('image/')) return { width: null, height: null, thumb: null };
    const meta = await this.sharp(bytes).metadata();
    const thumb = await this.sharp(bytes)
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width: meta.width ?? null, height: meta.pageHeight ?? meta.height ?? null, thumb: { bytes: thumb, mime: 'image/webp' } };
  }
}
