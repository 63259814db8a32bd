import type { ChallengeScene } from '../../domain/hunt-challenge';

/** Draws a puzzle scene as the picture the player sees. */
export interface ScenePicture {
  /** The whole grid as a PNG data URL; the answer is only in its pixels. */
  render(scene: ChallengeScene): Promise<string>;
  /** Panels per row of the picture. */
  readonly columns: number;
}

export const SCENE_PICTURE = Symbol('SCENE_PICTURE');
