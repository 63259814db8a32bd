import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { CATALOGUE_REPOSITORY, CatalogueRepository } from './ports/catalogue.repository.port';

/** How old a checked snapshot may be for game reads (the facade, player routes). */
export const SNAPSHOT_MAX_AGE_MS = 1000;

/**
 * The per-process catalogue snapshot. Loaded lazily; before it is used, the `catalogue_version` row is read
 * (a one-row query) at most once per `maxAgeMs`, and the whole catalogue is reloaded when the version moved.
 * Every write bumps that version in its own transaction, so writes of other API processes are seen within
 * `maxAgeMs`; admin reads pass 0 and always see the latest commit. Local writes also call `invalidate()`.
 *
 * A game read whose check is merely due (no local write since the last check) answers the current snapshot at once
 * and checks in the background, so a hunt never waits for the check. After a local write the next read waits for the
 * reload, so a write is always visible to the reads that follow it. Such reads are often inside a transaction that
 * holds a pool connection: the repository checks and reloads on a side connection of its own, never on that pool.
 */
@Injectable()
export class CatalogueStore {
  private current: CatalogueSnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private generation = 0;
  /** The generation `current` was last confirmed at. */
  private checkedGeneration = -1;
  private pending: { generation: number; promise: Promise<CatalogueSnapshot> } | undefined;

  constructor(
    @Inject(CATALOGUE_REPOSITORY) private readonly repository: CatalogueRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async snapshot(maxAgeMs = SNAPSHOT_MAX_AGE_MS): Promise<CatalogueSnapshot> {
    const now = this.clock.now().getTime();
    if (this.current && maxAgeMs > 0 && now - this.checkedAt < maxAgeMs) return this.current;
    if (this.current && maxAgeMs > 0 && this.checkedGeneration === this.generation) {
      if (!this.pending) void this.start(now).catch(() => undefined); // the next read retries
      return this.current;
    }
    if (maxAgeMs > 0 && this.pending && this.pending.generation === this.generation) return this.pending.promise;
    return this.start(now);
  }

  private async start(now: number): Promise<CatalogueSnapshot> {
    const generation = this.generation;
    const promise = this.refresh(now, generation);
    this.pending = { generation, promise };
    try {
      return await promise;
    } finally {
      if (this.pending?.promise === promise) this.pending = undefined;
    }
  }

  /** Forces a version check before the next read (called after every local write). */
  invalidate(): void {
    this.generation++;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async refresh(startedAt: number, generation: number): Promise<CatalogueSnapshot> {
    const version = await this.repository.readVersion();
    if (this.current && this.current.version === version) {
      if (generation === this.generation) this.confirm(startedAt, generation);
      return this.current;
    }
    const loaded = await this.repository.loadAll();
    const snapshot = new CatalogueSnapshot(loaded.version, loaded.records);
    if (!this.current || BigInt(snapshot.version) >= BigInt(this.current.version)) {
      this.current = snapshot;
      if (generation === this.generation) this.confirm(startedAt, generation);
    }
    return snapshot;
  }

  private confirm(at: number, generation: number): void {
    this.checkedAt = at;
    this.checkedGeneration = generation;
  }
}
