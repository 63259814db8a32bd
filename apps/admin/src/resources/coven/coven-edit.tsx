import { BooleanInput, TextInput, type Identifier } from 'react-admin';
import { validateCovenMotto, validateCovenName } from '@grimhunt/contracts';
import { DetailEdit } from '../../components/detail-form';
import { CovenBoardModeration } from './coven-board-moderation';

const check = (rule: (value: string) => string | null) => (value: string) => rule(value) ?? undefined;

/** Moderation of one coven: rename it, change motto and openness, disband it (Delete), remove board messages. */
export function CovenEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit
      id={id}
      transform={(record: Record<string, unknown>) => ({
        name: String(record['name'] ?? '').trim(),
        motto: record['motto'] ?? '',
        open: Boolean(record['open']),
      })}
      after={<CovenBoardModeration id={id} />}
    >
      <TextInput source="name" validate={check(validateCovenName)} />
      <TextInput source="motto" validate={check(validateCovenMotto)} />
      <BooleanInput source="open" label="Open (anyone may join without applying)" />
      <TextInput source="captainName" label="Captain" readOnly />
      <TextInput source="memberCount" label="Members" readOnly />
    </DetailEdit>
  );
}
