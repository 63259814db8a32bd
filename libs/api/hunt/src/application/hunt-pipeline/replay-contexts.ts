import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ReplayContext } from '../../domain/hunt-replay';
import { GroundDef } from '../../domain/hunt.types';
import { HuntCatalogue } from '../hunt-catalogue';
import { HUNTER_REPOSITORY, HunterRepository } from '../ports/hunter.repository.port';

/**
 * The replay contexts of this process: the ground and enemy definitions the engine reads on a ground, content-addressed
 * (made once per catalogue version and ground), and the rows stored for them (each written once, outside the hunts).
 */
@Injectable()
export class ReplayContexts {
  private readonly stored = new Map<string, Promise<void>>();
  private readonly made = new Map<string, { id: string; context: ReplayContext }>();

  constructor(@Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository) {}

  /** The context of `ground` in `catalogue` and its id (cached per catalogue version). */
  of(catalogue: HuntCatalogue, ground: GroundDef): { id: string; context: ReplayContext } {
    const key = `${catalogue.snapshot.version}:${ground.id}`;
    let found = this.made.get(key);
    if (!found) {
      const context: ReplayContext = { ground, enemies: [...catalogue.enemies().values()].sort((a, b) => a.id.localeCompare(b.id)) };
      const id = createHash('sha256').update(JSON.stringify(context)).digest('hex');
      found = { id, context };
      if (this.made.size > 256) this.made.clear();
      this.made.set(key, found);
    }
    return found;
  }

  /**
   * The replay context row, committed on its own before the hunt that refers to it (one statement per content per
   * process; concurrent hunts wait for the same write). Written inside the hunt's transaction instead, every hunt
   * after a catalogue change would wait for the previous one's commit on the row's key.
   */
  store(id: string, catalogueVersion: string, context: ReplayContext): Promise<void> {
    let stored = this.stored.get(id);
    if (!stored) {
      if (this.stored.size > 10_000) this.stored.clear();
      stored = this.hunters.storeContext(id, catalogueVersion, context).catch((error) => {
        this.stored.delete(id);
        throw error;
      });
      this.stored.set(id, stored);
    }
    return stored;
  }
}
