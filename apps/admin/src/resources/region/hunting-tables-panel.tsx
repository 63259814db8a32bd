import { NumberInput, TextInput } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DetailCreate, DetailEdit } from '../../components/detail-form';
import { ImageUploadInput } from '../../components/image-upload-input';
import { NestedMasterDetail } from '../../components/nested-master-detail';
import { dataProvider } from '../../providers/data-provider';
import { HuntingTableEntriesInput } from './hunting-table-entries-input';

function HuntingTableFields() {
  return (
    <>
      <TextInput source="name" />
      <NumberInput source="sequence" />
      <ImageUploadInput source="imageId" label="Image" />
      <HuntingTableEntriesInput />
    </>
  );
}

export function newHuntingTable(huntingGroundId: string) {
  return { name: '', huntingGroundId, sequence: 0, imageId: null, enemies: [] };
}

/** Hunting tables of one hunting ground, edited inside the ground's detail. */
export function HuntingTablesPanel({ huntingGroundId }: { huntingGroundId: string }) {
  const { data, isLoading } = useQuery({
    queryKey: ['huntingtable', 'huntingground', huntingGroundId],
    queryFn: () => dataProvider.tablesOfGround(huntingGroundId),
  });
  const tables = data ? [...data].sort((a, b) => a.sequence - b.sequence) : undefined;
  return (
    <NestedMasterDetail
      title="Hunting tables"
      label="huntingtable"
      records={tables}
      isLoading={isLoading}
      primary={(table) => table.name || '(unnamed)'}
      secondary={(table) => `sequence ${table.sequence} · ${table.enemies?.length ?? 0} ghosts`}
      renderEdit={(id, done) => (
        <DetailEdit resource="huntingtable" id={id} onDone={done} title="Hunting table">
          <HuntingTableFields />
        </DetailEdit>
      )}
      renderCreate={(done) => (
        <DetailCreate resource="huntingtable" defaults={newHuntingTable(huntingGroundId)} onDone={done} title="New hunting table">
          <HuntingTableFields />
        </DetailCreate>
      )}
    />
  );
}
