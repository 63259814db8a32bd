import { TextField } from 'react-admin';
import { ImageColumn, UnixTimeField } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { NewsCreate } from './news-create';
import { NewsEdit } from './news-edit';

export function NewsList() {
  return (
    <MasterDetail
      label="news"
      sort={{ field: 'timestamp', order: 'DESC' }}
      renderEdit={(id) => <NewsEdit id={id} />}
      renderCreate={() => <NewsCreate />}
    >
      <ImageColumn label="" />
      <TextField source="header" />
      <UnixTimeField source="timestamp" label="Date" />
    </MasterDetail>
  );
}
