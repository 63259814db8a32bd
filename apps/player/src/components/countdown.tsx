import type { ReactNode } from 'react';
import { useNow } from '../hooks/use-now';
import './countdown.css';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

interface CountdownProps {
  /** ISO date or epoch ms. */
  target: string | number;
  label: string;
  /** Shown once the target time has passed. */
  done: ReactNode;
  clock?: () => number;
}

/** A ticking countdown that turns into `done` when the time comes. */
export function Countdown({ target, label, done, clock }: CountdownProps) {
  const now = useNow(1000, clock);
  const targetMs = typeof target === 'number' ? target : Date.parse(target);
  const left = targetMs - now;
  const passed = left <= 0;
  const parts = splitDuration(left);

  return (
    <section className="countdown" aria-label={label}>
      <h3 className="countdown__label">{label}</h3>
      {passed ? (
        <div className="countdown__done">{done}</div>
      ) : (
        <div className="countdown__clock" role="timer" aria-live="off">
          {(
            [
              ['days', String(parts.days)],
              ['hours', pad(parts.hours)],
              ['minutes', pad(parts.minutes)],
              ['seconds', pad(parts.seconds)],
            ] as const
          ).map(([unit, value]) => (
            <span className="countdown__cell" key={unit}>
              <span className="countdown__value" data-unit={unit}>
                {value}
              </span>
              <span className="countdown__unit">{unit}</span>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
