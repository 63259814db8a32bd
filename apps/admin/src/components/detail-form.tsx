import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type Identifier,
  type RaRecord,
  type TransformData,
  type ValidateForm,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DELETE_CONFIRM, serverMessage } from './messages';

/** Lets the detail shrink to its column instead of growing to its content's width. */
const FILL = { minWidth: 0, '& .RaEdit-main, & .RaCreate-main': { minWidth: 0 }, '& .RaEdit-card, & .RaCreate-card': { minWidth: 0 } };

/**
 * After a successful create/update/delete the list reloads and the selection clears.
 * The reload runs once the detail has unmounted, so a deleted record is never fetched again.
 */
function useDone(resource: string, onDone?: () => void) {
  const refresh = useRefresh();
  const navigate = useNavigate();
  const refreshOnUnmount = useRef(false);
  useEffect(
    () => () => {
      if (refreshOnUnmount.current) setTimeout(refresh, 0);
    },
    [refresh],
  );
  return () => {
    refreshOnUnmount.current = true;
    if (onDone) onDone();
    else navigate(`/${resource}`);
  };
}

/**
 * Delete with react-admin's own confirm dialog (the question in German, as the spec asks), never
 * the browser's confirm().
 */
export function ConfirmDeleteButton({ onDeleted }: { onDeleted: () => void }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  if (!record || !resource) return null;
  const name = String(record['name'] || record['header'] || record['key'] || record.id);
  const onConfirm = async () => {
    setPending(true);
    try {
      // Called directly (not useDelete) so that the open detail is not refetched before it closes.
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      setOpen(false);
      onDeleted();
    } catch {
      // A failed delete shows nothing and keeps the form.
      setOpen(false);
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label="Delete"
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={isPending}
        startIcon={<DeleteIcon />}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete "${name}"`}
        content={DELETE_CONFIRM}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => void onConfirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function EditToolbar({
  onDeleted,
  canDelete,
  locked,
}: {
  onDeleted: () => void;
  canDelete: boolean;
  locked?: (record: RaRecord) => boolean;
}) {
  const record = useRecordContext();
  // An entry the server no longer lets change (a started tournament) offers no Update or Delete that would fail.
  if (record && locked?.(record)) return null;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <SaveButton label="Update" alwaysEnable />
      {canDelete ? <ConfirmDeleteButton onDeleted={onDeleted} /> : null}
    </Toolbar>
  );
}

/** What offers a change in a form (add and remove a list's lines, drop a chip, open a menu): hidden when locked. */
const CHANGE_CONTROLS = [
  '.RaSimpleFormIterator-add',
  '.RaSimpleFormIterator-action',
  '.RaSimpleFormIterator-clear',
  '.MuiChip-deleteIcon',
  '.MuiSelect-icon',
  '.MuiAutocomplete-endAdornment',
]
  .map((c) => `& ${c}`)
  .join(', ');
const READ_ONLY = { display: 'contents', [CHANGE_CONTROLS]: { display: 'none' } };

/**
 * The fields of an entry the server no longer lets change stay readable but cannot be typed into: a disabled fieldset
 * disables every input and button inside it, and the controls that offer a change are hidden. `display: contents`
 * keeps the form's own column layout.
 */
function Fields({ locked, children }: { locked?: (record: RaRecord) => boolean; children: ReactNode }) {
  const record = useRecordContext();
  if (!record || !locked?.(record)) return <>{children}</>;
  return (
    <Box component="fieldset" disabled aria-label="Read-only" sx={READ_ONLY}>
      {children}
    </Box>
  );
}

function CreateToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Toolbar sx={{ display: 'flex', gap: 2 }}>
      <SaveButton label="Create" alwaysEnable />
      <Button label="Cancel" variant="outlined" onClick={onCancel} />
    </Toolbar>
  );
}

export interface DetailEditProps {
  id: Identifier;
  /** Defaults to the resource of the page. */
  resource?: string;
  title?: ReactNode;
  children: ReactNode;
  /** Called instead of navigating back to the list (nested editors clear their own selection). */
  onDone?: () => void;
  transform?: TransformData;
  /** Form-level check: field name -> message (a resource whose rule spans several fields). */
  validate?: ValidateForm;
  canDelete?: boolean;
  /** Rendered after the form, outside it (nested editors). */
  after?: ReactNode;
  /** True for an entry the server refuses to change or delete: its fields cannot be typed into, and the form has no Update and no Delete. */
  locked?: (record: RaRecord) => boolean;
}

/**
 * The detail first shows the row the list already holds, then the full record when its own read answers (with more
 * fields, such as a coven's board), and the form then takes the new record. Whatever the admin typed in between
 * stays: without this, a slow read wiped a rename typed in the first moment and Update saved the old name.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** Detail form of an existing entry: Update and Delete. A failed update shows nothing. */
export function DetailEdit({
  id,
  resource,
  title,
  children,
  onDone,
  transform,
  validate,
  canDelete = true,
  after,
  locked,
}: DetailEditProps) {
  const pageResource = useResourceContext();
  const target = resource ?? pageResource ?? '';
  const done = useDone(target, onDone);
  return (
    <Edit
      id={id}
      resource={target}
      title={false}
      actions={false}
      component="div"
      sx={FILL}
      redirect={false}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onSuccess: done, onError: () => undefined }}
    >
      {title ? <DetailTitle>{title}</DetailTitle> : null}
      <SimpleForm
        toolbar={<EditToolbar onDeleted={done} canDelete={canDelete} locked={locked} />}
        validate={validate}
        resetOptions={KEEP_TYPED_VALUES}
        sx={{ p: 0 }}
      >
        <Fields locked={locked}>{children}</Fields>
      </SimpleForm>
      {after}
    </Edit>
  );
}

export interface DetailCreateProps {
  resource?: string;
  title?: ReactNode;
  defaults: Partial<RaRecord>;
  children: ReactNode;
  onDone?: () => void;
  /** Prefix of the alert on a failed create (rank: 'Error creating rank: '). */
  errorPrefix?: string;
  transform?: TransformData;
  validate?: ValidateForm;
}

/** Detail form of a new entry: Create and Cancel. A failed create alerts the server's text and stays open. */
export function DetailCreate({ resource, title, defaults, children, onDone, errorPrefix = '', transform, validate }: DetailCreateProps) {
  const pageResource = useResourceContext();
  const target = resource ?? pageResource ?? '';
  const done = useDone(target, onDone);
  const navigate = useNavigate();
  const cancel = onDone ?? (() => navigate(`/${target}`));
  return (
    <Create
      resource={target}
      record={defaults}
      title={false}
      actions={false}
      component="div"
      sx={FILL}
      redirect={false}
      transform={transform}
      mutationOptions={{
        onSuccess: done,
        onError: (error: unknown) => window.alert(`${errorPrefix}${serverMessage(error)}`),
      }}
    >
      {title ? <DetailTitle>{title}</DetailTitle> : null}
      <SimpleForm toolbar={<CreateToolbar onCancel={cancel} />} validate={validate} sx={{ p: 0 }}>
        {children}
      </SimpleForm>
    </Create>
  );
}

export function DetailTitle({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h6">{children}</Typography>
    </Box>
  );
}
