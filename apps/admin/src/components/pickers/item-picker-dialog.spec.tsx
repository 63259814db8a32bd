import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ItemDto, ItemSearchResultDto } from '@grimhunt/contracts';
import { ItemPickerDialog } from './item-picker-dialog';

function item(n: number): ItemDto {
  return { id: `item-${n}`, name: `Item ${n}`, imageId: null } as ItemDto;
}

/** 25 items matching anything, 20 per page. */
function pageOf(term: string, page: number): ItemSearchResultDto {
  if (term === 'zzz') {
    return { items: [], pagination: { currentPage: 1, totalPages: 0, totalCount: 0, hasNextPage: false, hasPreviousPage: false } };
  }
  const all = Array.from({ length: 25 }, (_, i) => item(i + 1));
  return {
    items: all.slice((page - 1) * 20, page * 20),
    pagination: { currentPage: page, totalPages: 2, totalCount: 25, hasNextPage: page < 2, hasPreviousPage: page > 1 },
  };
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

// Generous: these tests step fake timers and React updates, slow on a busy shared machine.
jest.setTimeout(20_000);

describe('ItemPickerDialog', () => {
  let search: jest.Mock<Promise<ItemSearchResultDto>, [string, number]>;
  let onPick: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    search = jest.fn(async (term: string, page: number) => pageOf(term, page));
    onPick = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  async function open() {
    render(<ItemPickerDialog open onPick={onPick} onClose={() => undefined} search={search} />);
    await flush();
  }

  it('loads the first page on open and shows "Showing X of Y items"', async () => {
    await open();
    expect(search).toHaveBeenCalledWith('', 1);
    expect(screen.getByText(/Showing 20 of 25 items/)).toBeInTheDocument();
  });

  it('debounces typing by 300 ms', async () => {
    await open();
    search.mockClear();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ra' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rat' } });
    act(() => jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('rat', 1);
  });

  it('searches at once on Enter, without a second search when the debounce would have fired', async () => {
    await open();
    search.mockClear();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bat' } });
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'Enter' });
    await flush();
    expect(search).toHaveBeenCalledWith('bat', 1);
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('pages only within 1..totalPages', async () => {
    await open();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    await flush();
    expect(search).toHaveBeenLastCalledWith('', 2);
    expect(screen.getByText(/Showing 21-25 of 25 items/)).toBeInTheDocument();
    expect(screen.queryByText(/Showing 5 of 25/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    search.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    expect(search).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await flush();
    expect(search).toHaveBeenLastCalledWith('', 1);
  });

  it('says when nothing matches', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'Enter' });
    await flush();
    expect(screen.getByText('No items found matching "zzz"')).toBeInTheDocument();
  });

  it('hands the clicked item to onPick', async () => {
    await open();
    fireEvent.click(screen.getByText('Item 3'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'item-3' }));
  });

  it('only logs a failed search', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockRejectedValueOnce(new Error('boom'));
    await open();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    error.mockRestore();
  });
});
