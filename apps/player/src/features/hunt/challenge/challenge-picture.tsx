import type { HuntChallengeDto } from '@grimhunt/contracts';

/** The server-drawn picture with a toggle over each of its cells. */
export function ChallengePicture({
  challenge,
  picks,
  onToggle,
}: {
  challenge: HuntChallengeDto;
  picks: number[];
  onToggle: (index: number) => void;
}) {
  return (
    <div className="hunt-challenge__picture">
      <img src={challenge.image} alt="Nine pictures of ghosts, bats, pumpkins and tombstones" draggable={false} />
      <div
        className="hunt-challenge__grid"
        style={{
          gridTemplateColumns: `repeat(${challenge.columns}, 1fr)`,
          gridTemplateRows: `repeat(${challenge.rows}, 1fr)`,
        }}
      >
        {Array.from({ length: challenge.columns * challenge.rows }, (_, i) => (
          <button
            key={i}
            type="button"
            className="hunt-challenge__cell"
            aria-pressed={picks.includes(i)}
            aria-label={`Picture ${i + 1}`}
            onClick={() => onToggle(i)}
          />
        ))}
      </div>
    </div>
  );
}
