import { act, screen, waitFor } from '@testing-library/react';
import type { JournalEntryDto } from '@grimhunt/contracts';
import { renderWithProviders } from '../../../testing/test-utils';
import { JOURNAL_KEY } from '../api/sound-hunt';
import { TakenAlongNote } from './taken-along-note';

const NOW = Date.UTC(2024, 9, 1, 12, 0, 0);

function entry(id: string, at: number, huntedWith: { userId: string; name: string } | null): JournalEntryDto {
  return {
    id,
    type: 8,
    timeStamp: at,
    enemy: null,
    loot: [],
    data: { huntResult: 'SuccessRegular', message: 'You caught a ghost!', ...(huntedWith ? { huntedWith } : {}) },
    seed: 1,
  };
}

describe('TakenAlongNote', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => errors.mockRestore());

  it('shows who took the player along from the cached journal, follows its updates, and fetches nothing while it is fresh', async () => {
    const { queryClient } = renderWithProviders(<TakenAlongNote clock={() => NOW} />, {
      setup: (client) => client.setQueryData<JournalEntryDto[]>(JOURNAL_KEY, [entry('e0', NOW - 60_000, null)]),
    });
    expect(screen.queryByTestId('taken-along')).toBeNull();

    act(() => queryClient.setQueryData<JournalEntryDto[]>(JOURNAL_KEY, [entry('e1', NOW - 40_000, { userId: 'u2', name: 'Mara' })]));
    expect(await screen.findByTestId('taken-along')).toHaveTextContent(/^Hunted with Mara 40 s ago$/);

    // A hunt of the player's own is the newest entry now: the note goes.
    act(() => queryClient.setQueryData<JournalEntryDto[]>(JOURNAL_KEY, (previous = []) => [entry('e2', NOW - 1_000, null), ...previous]));
    await waitFor(() => expect(screen.queryByTestId('taken-along')).toBeNull());

    expect(queryClient.getQueryState(JOURNAL_KEY)?.fetchStatus).toBe('idle');
    expect(errors).not.toHaveBeenCalled();
  });

  it('observes the journal query itself, so an invalidation (a live party-hunt event) refetches it', () => {
    const { queryClient } = renderWithProviders(<TakenAlongNote clock={() => NOW} />, {
      setup: (client) => client.setQueryData<JournalEntryDto[]>(JOURNAL_KEY, []),
    });
    const query = queryClient.getQueryCache().find({ queryKey: JOURNAL_KEY });
    expect(query?.getObserversCount()).toBe(1);
    expect(query?.isDisabled()).toBe(false);
  });
});
