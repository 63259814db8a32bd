/** The part of sharp's API the art uses (typed here, as in the thumbnail maker). */
interface SharpPipeline {
  resize(width: number, height: number, options: { fit: 'inside' }): SharpPipeline;
  webp(options: { quality: number; effort?: number }): SharpPipeline;
  toBuffer(): Promise<Buffer>;
}
type Sharp = (input: Buffer, options?: { density?: number }) => SharpPipeline;

function loadSharp(): Sharp | null {
  try {
    return require('sharp') as Sharp;
  } catch {
    return null;
  }
}

export interface RenderedArt {
  bytes: Buffer;
  /** A smaller copy when the picture is larger than a thumbnail (scenes); null otherwise. */
  thumb: Buffer | null;
}

export const ART_THUMB_SIZE = 256;

/** Renders the art's SVG to WebP with sharp (librsvg inside); null when sharp is not available. */
export class SvgRenderer {
  private readonly sharp = loadSharp();

  get available(): boolean {
    return this.sharp !== null;
  }

  async render(svg: string, width: number, height: number): Promise<RenderedArt> {
    if (!this.sharp) throw new Error('sharp is not available');
    const input = Buffer.from(svg);
    const bytes = await this.sharp(input).webp({ quality: 82, effort: 2 }).toBuffer();
    const thumb =
      Math.max(width, height) > ART_THUMB_SIZE
        ? await this.sharp(input).resize(ART_THUMB_SIZE, ART_THUMB_SIZE, { fit: 'inside' }).webp({ quality: 78, effort: 2 }).toBuffer()
        : null;
    return { bytes, thumb };
  }
}
