import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogueResource } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork, unwrapTx } from '@grimhunt/api-kernel';
import { CatalogueStore } from '../../application/catalogue-store';
import { CATALOGUE_REPOSITORY, CatalogueRepository } from '../../application/ports/catalogue.repository.port';
import { IMAGE_STORAGE, ImageStorage } from '../../application/ports/image-storage.port';
import { MissingArtGenerator } from '../../application/ports/missing-art.port';
import { definitionOf } from '../../application/resources/catalogue.resources';
import { ArtJob, missingArt } from './catalogue-art';
import { SvgRenderer } from './svg-renderer';

/** How many pictures render at once (sharp renders on libuv's thread pool, four threads by default). */
export const ART_BATCH = 4;

/**
 * Makes the pictures of every record without an image: SVG from the art builders, WebP through sharp, stored as
 * images in PostgreSQL like an upload, then one transaction sets the records' image ids (only where still empty,
 * so a picture an admin chose meanwhile stays) and bumps the catalogue version. An admin can replace any of them.
 */
@Injectable()
export class MissingArtService implements MissingArtGenerator {
  private readonly logger = new Logger('MissingArt');
  private readonly renderer = new SvgRenderer();

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CATALOGUE_REPOSITORY) private readonly repository: CatalogueRepository,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly store: CatalogueStore,
  ) {}

  async generateMissing(): Promise<number> {
    if (!this.renderer.available) {
      this.logger.warn('sharp is not available: no pictures are generated');
      return 0;
    }
    try {
      const started = Date.now();
      const jobs = missingArt(await this.store.snapshot(0));
      if (jobs.length === 0) return 0;
      const made: { job: ArtJob; imageId: string }[] = [];
      for (let i = 0; i < jobs.length; i += ART_BATCH) {
        const batch = jobs.slice(i, i + ART_BATCH);
        made.push(...(await Promise.all(batch.map(async (job) => ({ job, imageId: await this.makeImage(job) })))));
      }
      const set = await this.attach(made);
      this.store.invalidate();
      this.logger.log(`Generated ${set} pictures in ${Date.now() - started} ms`);
      return set;
    } catch (error) {
      this.logger.error(`Generating pictures failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  private async makeImage(job: ArtJob): Promise<string> {
    const { bytes, thumb } = await this.renderer.render(job.svg(), job.width, job.height);
    return this.storage.save({
      mime: 'image/webp',
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      thumb: thumb ? { bytes: thumb, mime: 'image/webp' } : null,
      width: job.width,
      height: job.height,
    });
  }

  private async attach(made: { job: ArtJob; imageId: string }[]): Promise<number> {
    const byResource = new Map<CatalogueResource, { ids: string[]; images: string[] }>();
    for (const { job, imageId } of made) {
      const entry = byResource.get(job.resource) ?? { ids: [], images: [] };
      entry.ids.push(job.id);
      entry.images.push(imageId);
      byResource.set(job.resource, entry);
    }
    return this.uow.run(async (tx) => {
      let count = 0;
      for (const [resource, { ids, images }] of byResource) {
        const table = definitionOf(resource).table;
        const result: unknown = await unwrapTx(tx).query(
          `UPDATE "${table}" AS t SET image_id = v.image_id
             FROM unnest($1::uuid[], $2::uuid[]) AS v(id, image_id)
            WHERE t.id = v.id AND t.image_id IS NULL`,
          [ids, images],
        );
        count += Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
      }
      await this.repository.bumpVersion(tx);
      return count;
    });
  }
}
