import { useState } from 'react';
import type { CovenDto, CovenRole } from '@grimhunt/contracts';
import { GameDialog } from '../../../components/game-dialog';
import { useCovenAction } from '../api/coven-action';
import { leaveConsequence } from '../coven-view';

/** Leave, after a confirmation that says what happens to the coven (hand-over, or disbanding for the last member). */
export function LeaveCovenButton({ coven, role }: { coven: CovenDto; role: CovenRole }) {
  const [asking, setAsking] = useState(false);
  const leave = useCovenAction();
  const close = () => setAsking(false);
  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={close}>
        Stay
      </button>
      <button
        type="button"
        className="btn btn--primary"
        disabled={leave.isPending}
        onClick={() => leave.mutate({ kind: 'leave', covenId: coven.id }, { onSuccess: close })}
      >
        {leave.isPending ? 'Leaving...' : 'Leave coven'}
      </button>
    </>
  );
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setAsking(true)}>
        Leave coven
      </button>
      {asking && (
        <GameDialog title={`Leave ${coven.name}?`} onClose={close} footer={footer}>
          <p>{leaveConsequence(coven, role)}</p>
          {leave.isError && (
            <p className="alert alert--error" role="alert">
              {leave.error.message}
            </p>
          )}
        </GameDialog>
      )}
    </>
  );
}
