// The peer of issue 31: Gondola's job done the plain react-admin way. Gondola's resources as plain
// <Resource> list and edit screens over ra-data-simple-rest, the framework's defaults everywhere
// else (hash router, English messages, its own layout and menu), no code splitting of its own.
// Its sign-in is a token the bench puts into localStorage: the API is Gondola's.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  Admin,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  fetchUtils,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  Resource,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  type AuthProvider,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '@core/resource-kit';
import { RESOURCES } from '@resources';

const token = () => localStorage.getItem('peerToken') ?? '';
const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token()}` } });
const dataProvider = simpleRestProvider('/api', httpClient);
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => localStorage.removeItem('peerToken'),
  checkAuth: async () => {
    if (!token()) throw new Error('no token');
  },
  checkError: async () => undefined,
};

const choices = (field: FieldDefinition) => ('options' in field && field.options ? field.options.map((o) => ({ id: o.value, name: o.label.en })) : []);

function column(name: string, field: FieldDefinition): ReactElement {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return <NumberField key={name} source={name} label={field.label.en} />;
    case 'boolean':
      return <BooleanField key={name} source={name} label={field.label.en} />;
    case 'enum':
      return <SelectField key={name} source={name} label={field.label.en} choices={choices(field)} />;
    case 'date':
    case 'dateTime':
      return <DateField key={name} source={name} label={field.label.en} showTime={field.kind === 'dateTime'} />;
    case 'reference':
      return (
        <ReferenceField key={name} source={name} label={field.label.en} reference={field.reference}>
          <TextField source={RESOURCES.find((r) => r.name === field.reference)?.recordRepresentation ?? 'id'} />
        </ReferenceField>
      );
    default:
      return <TextField key={name} source={name} label={field.label.en} />;
  }
}

function input(name: string, field: FieldDefinition): ReactElement | null {
  if (field.readOnly) return null;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return <NumberInput key={name} source={name} label={field.label.en} />;
    case 'boolean':
      return <BooleanInput key={name} source={name} label={field.label.en} />;
    case 'enum':
      return <SelectInput key={name} source={name} label={field.label.en} choices={choices(field)} />;
    case 'dateTime':
      return <DateTimeInput key={name} source={name} label={field.label.en} />;
    case 'reference':
      return <ReferenceInput key={name} source={name} reference={field.reference} />;
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'ip':
    case 'mac':
    case 'country':
    case 'timeZone':
    case 'currency':
    case 'semver':
    case 'date':
    case 'time':
      return <TextInput key={name} source={name} label={field.label.en} multiline={field.kind === 'longText'} />;
    default:
      return null;
  }
}

const listOf = (def: ResourceDefinition) => () => (
  <List sort={def.list.defaultSort}>
    <Datagrid rowClick="edit">{def.list.columns.filter((c) => def.fields[c]).map((c) => column(c, def.fields[c]!))}</Datagrid>
  </List>
);
const editOf = (def: ResourceDefinition) => () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>{Object.entries(def.fields).map(([name, field]) => input(name, field))}</SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    {RESOURCES.map((def) => (
      <Resource key={def.name} name={def.name} options={{ label: def.label.en.many }} list={listOf(def)} edit={editOf(def)} recordRepresentation={def.recordRepresentation} />
    ))}
  </Admin>,
);
