import { FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { describeSetting, SETTING_KEY_CHOICES, settingValueError } from './setting-rules';

const validateValue = (value: string, all: { key?: string }) => settingValueError(all.key, value);

/** Key (chosen from the registry on create, fixed on edit), value, and the key's description from the registry. */
export function SettingFields({ creating = false }: { creating?: boolean }) {
  return (
    <>
      {creating ? <SelectInput source="key" choices={SETTING_KEY_CHOICES} /> : <TextInput source="key" disabled />}
      <TextInput source="value" multiline validate={validateValue} />
      <FormDataConsumer<{ key?: string }>>
        {({ formData }) => <p style={{ margin: 0, maxWidth: 560 }}>{describeSetting(formData.key)}</p>}
      </FormDataConsumer>
    </>
  );
}
