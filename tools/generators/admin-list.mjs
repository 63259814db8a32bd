// `npm run g:use-case -- <context> <name> --admin-list <table>`: the back office's read-only list of one of the
// context's tables, written complete from the table's CREATE TABLE in the context's migrations: a reader port and its
// adapter (the SQL, with its `// Spans players` declaration), the query handler (player names added through identity's
// directory), the admin controller, the row type in the contract and the react-admin list. It replaces only what
// `g:context` wrote as placeholders (the empty admin controller, the `{ id }` row type, the one-column list) and
// refuses, writing nothing, when the team has changed them. Nothing in it is the feature's own logic.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namesOf, planContext } from './context.mjs';

const camelOf = (snake) => snake.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const squash = (text) => text.replace(/\s+/g, '');
const CONSTRAINT = /^(primary|unique|check|constraint|foreign|exclude)\b/i;

/** Splits a column list on its top-level commas (a CHECK or a type may hold parentheses and commas). */
function topLevelParts(body) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The TypeScript type of a PostgreSQL column type, and how the handler maps its value to the wire. */
function kindOf(sqlType) {
  const type = sqlType.toLowerCase();
  if (/^timestamp/.test(type)) return { ts: 'string', port: 'Date', wire: 'time' };
  if (/^(integer|int|int4|smallint|int2|real|double precision|float8|float4|serial)\b/.test(type))
    return { ts: 'number', port: 'number', wire: 'plain' };
  if (/^bool/.test(type)) return { ts: 'boolean', port: 'boolean', wire: 'plain' };
  if (/^jsonb?\b/.test(type)) return { ts: 'unknown', port: 'unknown', wire: 'plain' };
  if (/^(uuid|text|varchar|character varying|citext)\b/.test(type)) return { ts: 'string', port: 'string', wire: 'plain' };
  // date, bigint, numeric and the rest: cast to text in the SELECT, so the row holds what the wire shows.
  return { ts: 'string', port: 'string', wire: 'text' };
}

/** The columns of `table` from the first migration of the context that creates it. */
export function columnsOf(root, context, table) {
  const dir = join(root, `libs/api/${context}/src/migrations`);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
  const create = new RegExp(`CREATE TABLE (?:IF NOT EXISTS )?${table}\\s*\\(`, 'i');
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    const match = create.exec(source);
    if (!match) continue;
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')') depth -= 1;
      end += 1;
    }
    const body = source.slice(match.index + match[0].length, end - 1);
    const columns = topLevelParts(body)
      .filter((part) => !CONSTRAINT.test(part))
      .map((part) => {
        const [, column, rest] = /^"?([a-z_][a-z0-9_]*)"?\s+(.*)$/is.exec(part) ?? [];
        if (!column) throw new Error(`cannot read the column "${part}" of ${table} in ${file}`);
        const sqlType = /^([a-z]+(?: precision| varying)?)/i.exec(rest)?.[1] ?? rest;
        const nullable = !/\bnot null\b|\bprimary key\b/i.test(rest);
        const player = /\breferences\s+user_account\b/i.test(rest);
        return { column, field: camelOf(column), nullable, player, ...kindOf(sqlType) };
      });
    if (!columns.some((c) => c.column === 'id'))
      throw new Error(`${table} has no id column: the back office's simple-rest list needs one (react-admin keys rows by id)`);
    return { file, columns };
  }
  throw new Error(
    `no migration in libs/api/${context}/src/migrations/ creates ${table}: write the table first (--admin-list reads its columns)`,
  );
}

/** `userId` -> `userName`, `partnerId` -> `partnerName`: the field that carries a player column's name. */
const nameFieldOf = (field) => (field.endsWith('Id') ? `${field.slice(0, -2)}Name` : `${field}Name`);

export function planAdminList(root, { context, name, table }) {
  if (!/^[a-z][a-z0-9_]*$/.test(table)) throw new Error(`--admin-list takes a table name in snake_case, got "${table}"`);
  const n = namesOf(context);
  const Name = namesOf(name).Name;
  const NAME = namesOf(name).NAME;
  const { columns } = columnsOf(root, context, table);
  const players = columns.filter((c) => c.player);
  const sortable = columns.filter((c) => c.ts !== 'unknown' && c.ts !== 'boolean');
  const defaultSort = columns.find((c) => c.field === 'createdAt') ? 'createdAt' : 'id';
  const lib = `libs/api/${context}/src`;
  const files = new Map();
  const replaced = new Map();
  const portFile = `${name}.reader.port`;
  const Reader = `${Name}Reader`;
  const READER = `${NAME}_READER`;
  const Sort = sortable.map((c) => `'${c.field}'`).join(' | ');

  files.set(
    `${lib}/application/ports/${portFile}.ts`,
    `/** One row of ${table} as the back office lists it. */
export interface ${Name}Row {
${columns.map((c) => `  ${c.field}: ${c.port}${c.nullable ? ' | null' : ''};`).join('\n')}
}

export interface ${Name}Query {
${players.length > 0 ? `  /** Rows where this player is in any player column, or every row. */\n  playerId: string | null;\n` : ''}  sort: ${Sort};
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The back office's read of ${table}: one page and the number of rows that match. */
export interface ${Reader} {
  page(query: ${Name}Query): Promise<{ rows: ${Name}Row[]; total: number }>;
}
export const ${READER} = Symbol('${READER}');
`,
  );

  const textCast = (c) => (c.wire === 'text' ? `${c.column}::text AS ${c.column}` : c.column);
  const where = players.map((c, i) => `${c.column} = $1${i < players.length - 1 ? ' OR ' : ''}`).join('');
  files.set(
    `${lib}/infrastructure/persistence/typeorm-${name}.reader.ts`,
    `import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ${Name}Query, ${Name}Row, ${Reader} } from '../../application/ports/${portFile}';

const COLUMNS = '${columns.map(textCast).join(', ')}';
/** The sortable fields and their columns: only these reach the ORDER BY. */
const SORT_COLUMNS: Record<${Name}Query['sort'], string> = { ${sortable.map((c) => `${c.field}: '${c.column}'`).join(', ')} };

interface ${Name}Record {
${columns.map((c) => `  ${c.column}: ${c.port}${c.nullable ? ' | null' : ''};`).join('\n')}
}

const toRow = (r: ${Name}Record): ${Name}Row => ({ ${columns.map((c) => `${c.field}: r.${c.column}`).join(', ')} });

@Injectable()
export class TypeOrm${Reader} implements ${Reader} {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: ${Name}Query): Promise<{ rows: ${Name}Row[]; total: number }> {
${
  players.length > 0
    ? `    const params = query.playerId === null ? [] : [query.playerId];
    const clause = query.playerId === null ? '' : 'WHERE ${where}';`
    : `    const params: unknown[] = [];
    const clause = '';`
}
    // Spans players (${table}): the back office lists the rows of every player (an admin screen)
    const rows: (${Name}Record & { total: number })[] = await this.dataSource.query(
      \`SELECT \${COLUMNS}, count(*) OVER ()::int AS total FROM ${table} \${clause}
        ORDER BY \${SORT_COLUMNS[query.sort]} \${query.order}, id LIMIT \${query.limit} OFFSET \${query.offset}\`,
      params,
    );
    if (rows.length > 0 || query.offset === 0) return { rows: rows.map(toRow), total: rows[0]?.total ?? 0 };
    // Spans players (${table}): past the last page the back office still needs the count of every player's rows
    const counted: { n: number }[] = await this.dataSource.query(\`SELECT count(*)::int AS n FROM ${table} \${clause}\`, params);
    return { rows: [], total: counted[0].n };
  }
}
`,
  );

  const wire = (c) => {
    const value = c.wire === 'time' ? `r.${c.field}${c.nullable ? '?.toISOString() ?? null' : '.toISOString()'}` : `r.${c.field}`;
    const name = c.player ? `, ${nameFieldOf(c.field)}: names.get(r.${c.field}${c.nullable ? " ?? ''" : ''}) ?? ''` : '';
    return `${c.field}: ${value}${name}`;
  };
  files.set(
    `${lib}/application/queries/${name}/${name}.handler.ts`,
    `import { Inject, Injectable } from '@nestjs/common';
import { ${n.Name}AdminRowDto } from '@grimhunt/contracts';
import { ${players.length > 0 ? 'isUuid, ' : ''}ListQuery${players.length > 0 ? ', ValidationError' : ''} } from '@grimhunt/api-kernel';
${players.length > 0 ? "import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';\n" : ''}import { ${READER}, ${Name}Query, ${Reader} } from '../../ports/${portFile}';

/**
 * The back office's read-only list of ${table} (\`GET /api/${n.resource}\`)${players.length > 0 ? ":\n * filter playerId (a player in any player column); each player's name beside their id" : ''}.
 */
@Injectable()
export class ${Name}Handler {
  constructor(
    @Inject(${READER}) private readonly reader: ${Reader},
${players.length > 0 ? '    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,\n' : ''}  ) {}

  async execute(query: ListQuery): Promise<{ rows: ${n.Name}AdminRowDto[]; total: number }> {
${
  players.length > 0
    ? `    const playerId = query.filter['playerId'];
    if (playerId !== undefined && !isUuid(playerId)) throw new ValidationError('playerId must be a player id');
`
    : ''
}    const { rows, total } = await this.reader.page({
${players.length > 0 ? '      playerId: playerId ?? null,\n' : ''}      sort: query.sortField as ${Name}Query['sort'],
      order: query.sortOrder,
      offset: query.offset,
      limit: query.limit,
    });
${
  players.length > 0
    ? `    const names = await this.directory.namesOf(rows.flatMap((r) => [${players.map((c) => `r.${c.field}`).join(', ')}]${players.some((c) => c.nullable) ? '.filter((id): id is string => id !== null)' : ''}));
`
    : ''
}    return { rows: rows.map((r) => ({ ${columns.map(wire).join(', ')} })), total };
  }
}
`,
  );

  const controllerPath = `${lib}/infrastructure/http/${context}-admin.controller.ts`;
  replaced.set(controllerPath, {
    placeholder: planContext(context).files.get(controllerPath),
    text: `import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ${n.NAME}_ROUTES, ${n.Name}AdminRowDto } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';
import { ${Name}Handler } from '../../application/queries/${name}/${name}.handler';

const LIST_SPEC = {
  sortable: [${sortable.map((c) => `'${c.field}'`).join(', ')}],
  defaultSort: '${defaultSort}',
  defaultOrder: '${defaultSort === 'id' ? 'ASC' : 'DESC'}' as const,
  filterable: [${players.length > 0 ? "'playerId'" : ''}],
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** The back office's read-only \`${n.resource}\` list (${table}), in the ra-data-simple-rest dialect. */
@ApiTags('${context} admin')
@Controller(${n.NAME}_ROUTES.admin)
@Admin()
export class ${n.Name}AdminController {
  constructor(private readonly rows: ${Name}Handler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<${n.Name}AdminRowDto[]> {
    const parsed = parseListQuery({ range: '[0,24]', ...query }, LIST_SPEC);
    const { rows, total } = await this.rows.execute(parsed);
    reply.header('Content-Range', contentRange('${n.resource}', parsed.offset, rows.length, total));
    return rows;
  }
}
`,
  });

  const listPath = `apps/admin/src/resources/${context}/${context}-list.tsx`;
  const field = (c) => {
    const label = c.field.replace(/([A-Z])/g, ' $1').replace(/^./, (ch) => ch.toUpperCase());
    if (c.wire === 'time') return `        <DateField source="${c.field}" label="${label}" showTime />`;
    if (c.ts === 'number') return `        <NumberField source="${c.field}" label="${label}" />`;
    if (c.ts === 'boolean') return `        <BooleanField source="${c.field}" label="${label}" />`;
    return `        <TextField source="${c.field}" label="${label}" />`;
  };
  const shown = [
    ...players.map((c) => ({ ...c, field: nameFieldOf(c.field), wire: 'text', ts: 'string' })),
    ...columns.filter((c) => c.ts !== 'unknown'),
  ];
  const components = ['Datagrid', 'List', 'TextField'];
  if (shown.some((c) => c.wire === 'time')) components.push('DateField');
  if (shown.some((c) => c.ts === 'number')) components.push('NumberField');
  if (shown.some((c) => c.ts === 'boolean')) components.push('BooleanField');
  if (players.length > 0) components.push('TextInput');
  replaced.set(listPath, {
    placeholder: planContext(context).files.get(listPath),
    text: `import { ${components.sort().join(', ')} } from 'react-admin';
${players.length > 0 ? `\nconst filters = [<TextInput key="playerId" source="playerId" label="Player id" alwaysOn />];\n` : ''}
/** Every row of ${table}, read-only${players.length > 0 ? ", filtered by a player's id" : ''}. */
export function ${n.Name}List() {
  return (
    <List title="${n.Title}"${players.length > 0 ? ' filters={filters}' : ''} sort={{ field: '${defaultSort}', order: '${defaultSort === 'id' ? 'ASC' : 'DESC'}' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
${shown.map(field).join('\n')}
      </Datagrid>
    </List>
  );
}
`,
  });

  const contract = {
    path: `libs/contracts/src/${context}/${context}.contracts.ts`,
    placeholder: new RegExp(`export interface ${n.Name}AdminRowDto \\{\\s*id: string;\\s*\\}`),
    text: `export interface ${n.Name}AdminRowDto {
${columns
  .flatMap((c) => [`  ${c.field}: ${c.ts}${c.nullable ? ' | null' : ''};`, ...(c.player ? [`  ${nameFieldOf(c.field)}: string;`] : [])])
  .join('\n')}
}`,
  };

  return {
    files,
    replaced,
    contract,
    wiring: {
      module: `${lib}/${context}.module.ts`,
      imports: [
        `import { ${Name}Handler } from './application/queries/${name}/${name}.handler';`,
        `import { ${READER} } from './application/ports/${portFile}';`,
        `import { TypeOrm${Reader} } from './infrastructure/persistence/typeorm-${name}.reader';`,
      ],
      providers: [`${Name}Handler,`, `{ provide: ${READER}, useClass: TypeOrm${Reader} },`],
    },
    todo: [
      `the list's HTTP test: rows of ${table} in GET /api/${n.resource} for admins${players.length > 0 ? ', filtered by playerId' : ''} (the generated admin test still expects an empty list)`,
    ],
  };
}

/** The new text of each file --admin-list replaces, or an error naming the first file the team has changed. */
export function replacements(root, plan) {
  const out = [];
  for (const [path, { placeholder, text }] of plan.replaced) {
    const current = readFileSync(join(root, path), 'utf8');
    if (squash(current) !== squash(placeholder))
      throw new Error(`${path} is no longer what g:context wrote; --admin-list replaces only the placeholder. Nothing was written`);
    out.push([path, text]);
  }
  const current = readFileSync(join(root, plan.contract.path), 'utf8');
  if (!plan.contract.placeholder.test(current))
    throw new Error(`${plan.contract.path} has no placeholder row type { id: string } to replace. Nothing was written`);
  out.push([plan.contract.path, current.replace(plan.contract.placeholder, plan.contract.text)]);
  return out;
}
