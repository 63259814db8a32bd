import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { ITEM_PICKER_PAGE_SIZE, type PaginationDto } from '@grimhunt/contracts';
import { clampPage, showingText } from './picker-rules';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchPage<T> {
  records: T[];
  pagination: PaginationDto;
}

export interface SearchPickerDialogProps<T extends { id: string; name: string }> {
  open: boolean;
  title: string;
  /** Plural noun of the texts: 'Showing X of Y items', 'No items found matching "..."'. */
  noun: string;
  search: (term: string, page: number) => Promise<SearchPage<T>>;
  onPick: (record: T) => void;
  onClose: () => void;
  renderIcon?: (record: T) => ReactNode;
  renderSecondary?: (record: T) => ReactNode;
}

/**
 * Search popup shared by the item and enemy pickers: typing searches after 300 ms, Enter at once,
 * Previous/Next only within 1..totalPages. Search failures are only logged.
 */
export function SearchPickerDialog<T extends { id: string; name: string }>({
  open,
  title,
  noun,
  search,
  onPick,
  onClose,
  renderIcon,
  renderSecondary,
}: SearchPickerDialogProps<T>) {
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState({ term: '', page: 1 });
  const [result, setResult] = useState<SearchPage<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    let live = true;
    searchRef
      .current(query.term, query.page)
      .then((page) => {
        if (live) setResult(page);
      })
      .catch((error) => console.error('Search failed', error));
    return () => {
      live = false;
    };
  }, [open, query]);

  const onTermChange = (value: string) => {
    setTerm(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery({ term: value, page: 1 }), SEARCH_DEBOUNCE_MS);
  };

  const searchNow = () => {
    if (timer.current) clearTimeout(timer.current);
    setQuery({ term, page: 1 });
  };

  const totalPages = result?.pagination.totalPages ?? 1;
  const goTo = (page: number) => {
    const next = clampPage(page, totalPages);
    if (next !== query.page) setQuery({ term: query.term, page: next });
  };

  const records = result?.records ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Search"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              searchNow();
            }
          }}
          sx={{ mt: 1 }}
        />
        {result && records.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {`No ${noun} found matching "${query.term}"`}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
            {records.map((record) => (
              <ListItemButton key={record.id} onClick={() => onPick(record)}>
                {renderIcon ? <Box sx={{ mr: 1.5, display: 'flex' }}>{renderIcon(record)}</Box> : null}
                <ListItemText primary={record.name} secondary={renderSecondary ? renderSecondary(record) : undefined} />
              </ListItemButton>
            ))}
          </List>
        )}
        {result ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <Button size="small" disabled={query.page <= 1} onClick={() => goTo(query.page - 1)}>
              Previous
            </Button>
            <Typography variant="body2" color="text.secondary">
              {showingText(query.page, records.length, result.pagination.totalCount, ITEM_PICKER_PAGE_SIZE, noun)}
              {` · Page ${query.page} of ${Math.max(1, totalPages)}`}
            </Typography>
            <Button size="small" disabled={query.page >= totalPages} onClick={() => goTo(query.page + 1)}>
              Next
            </Button>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
