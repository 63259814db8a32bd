import { Logger } from '@nestjs/common';
import { PeriodicJob, reportJobFailure } from './periodic-job';

/** A run the test finishes by hand. */
function heldRuns() {
  const finishes: ((error?: Error) => void)[] = [];
  return {
    finishes,
    run: jest.fn(() => new Promise<void>((resolve, reject) => finishes.push((error) => (error ? reject(error) : resolve())))),
  };
}

describe('PeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after firstRunMs, then everyMs after each run ends, never two at once', async () => {
    const { run, finishes } = heldRuns();
    const job = new PeriodicJob({ name: 'spec job', firstRunMs: 1000, everyMs: 5000, run });
    job.start();
    job.start();
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // A run that takes long is not overlapped by the next.
    await jest.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(1);
    finishes[0]();
    await jest.advanceTimersByTimeAsync(4999);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    job.stop();
  });

  it('logs a failed run and tries again at the next one', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { run, finishes } = heldRuns();
    const job = new PeriodicJob({ name: 'spec job', firstRunMs: 10, everyMs: 100, run });
    job.start();
    await jest.advanceTimersByTimeAsync(10);
    finishes[0](new Error('database away'));
    await jest.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith({ err: new Error('database away') }, 'spec job failed; the next run retries');
    job.stop();
    logged.mockRestore();
  });

  it('starts no run after stop, even when stopped during a run', async () => {
    const { run, finishes } = heldRuns();
    const job = new PeriodicJob({ name: 'spec job', firstRunMs: 10, everyMs: 100, run });
    job.start();
    job.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(0);

    job.start();
    await jest.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    job.stop();
    finishes[0]();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('reportJobFailure', () => {
  it('reports a database outage as a warning and anything else as an error', () => {
    const logger = new Logger('spec');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const outage = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    reportJobFailure(logger, outage, 'settlement failed');
    reportJobFailure(logger, new Error('a bug'), 'settlement failed');
    expect(warn).toHaveBeenCalledWith({ err: outage }, 'settlement failed (database unavailable)');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][1]).toBe('settlement failed');
  });
});
