import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Datagrid,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useResourceContext,
  type Identifier,
  type ListProps,
  type SortPayload,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { selectHint } from './messages';

/** Which detail the URL asks for: `/x` nothing, `/x/create` a new entry, `/x/<id>` an existing one. */
export function useSelection(): Identifier | 'create' | null {
  const splat = useParams()['*'] ?? '';
  if (!splat) return null;
  if (splat === 'create') return 'create';
  return decodeURIComponent(splat.split('/')[0]);
}

export function CreateNewButton({ onClick }: { onClick?: () => void }) {
  const resource = useResourceContext();
  const navigate = useNavigate();
  return (
    <Button label="Create New" variant="contained" onClick={onClick ?? (() => navigate(`/${resource}/create`))} startIcon={<AddIcon />} />
  );
}

/** Narrower cell padding, so that the lists fit their column next to the detail. */
const COMPACT_CELLS = { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 1.5 } };

export interface MasterDetailProps {
  /** Word used in the empty-detail hint: 'Select a <label> to see details'. */
  label: string;
  /** Columns of the list. */
  children: ReactNode;
  filters?: ReactElement[];
  sort?: SortPayload;
  perPage?: number;
  listProps?: Partial<ListProps>;
  renderEdit: (id: Identifier) => ReactNode;
  renderCreate: () => ReactNode;
  listWidth?: number | string;
  /** False hides Create New (users are created by registering in the game). */
  canCreate?: boolean;
}

/**
 * The shared admin layout: the list on the left with a Create New button, the detail on the
 * right. The selection lives in the URL, so the resource registers only a list route (`/x/*`).
 */
export function MasterDetail({
  label,
  children,
  filters,
  sort,
  perPage = 25,
  listProps,
  renderEdit,
  renderCreate,
  listWidth = '38%',
  canCreate = true,
}: MasterDetailProps) {
  const resource = useResourceContext();
  const selected = useSelection();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      <Box sx={{ flex: { xs: '1 1 100%', md: `0 0 ${listWidth}` }, minWidth: 0, overflowX: 'auto' }}>
        <List
          resource={resource}
          title={label}
          filters={filters}
          sort={sort}
          perPage={perPage}
          empty={false}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 40, 50, 100]} />}
          actions={
            <TopToolbar>
              {filters && filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn) ? <FilterButton /> : null}
              {canCreate ? <CreateNewButton /> : null}
            </TopToolbar>
          }
          {...listProps}
        >
          <Datagrid
            bulkActionButtons={false}
            sx={COMPACT_CELLS}
            rowClick={(id) => `/${resource}/${encodeURIComponent(String(id))}`}
            rowSx={(record) => (selected !== null && String(record.id) === String(selected) ? { backgroundColor: 'action.selected' } : {})}
          >
            {children}
          </Datagrid>
        </List>
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0, mt: { md: 8 } }}>
        <Card variant="outlined">
          <CardContent>
            {selected === null ? (
              <Typography color="text.secondary">{selectHint(label)}</Typography>
            ) : selected === 'create' ? (
              renderCreate()
            ) : (
              <Box key={String(selected)}>{renderEdit(selected)}</Box>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
