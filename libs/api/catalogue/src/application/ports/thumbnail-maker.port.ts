export interface ImageFacts {
  width: number | null;
  height: number | null;
  /** null: no thumbnail (videos, or no image library) - the thumb route then serves the original. */
  thumb: { bytes: Buffer; mime: string } | null;
}

/** Reads an uploaded image's size and makes its thumbnail; throws when the bytes are not a readable image. */
export interface ThumbnailMaker {
  describe(bytes: Buffer, mime: string): Promise<ImageFacts>;
}
export const THUMBNAIL_MAKER = Symbol('THUMBNAIL_MAKER');
