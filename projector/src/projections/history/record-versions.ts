import { ACCOUNT_BOOK_STREAM_PREFIX, ACCOUNT_FIELD_KEYS, CATEGORY_LIST_STREAM_PREFIX, type AccountFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import type { LifeProjectedEvent } from '../../projection';
import { ACCOUNT_FIELD_COLUMNS } from '../accounts/queries';
import { occurredAt, userIdOfStream } from '../rows';

export type AccountVersionEvent = LifeProjectedEvent<
  'AccountOpened' | 'AccountUpdated' | 'AccountMadePrimary' | 'AccountPrimaryUnset' | 'AccountDeleted'
>;
export type CategoryVersionEvent = LifeProjectedEvent<'CategoryCreated' | 'CategoryUpdated' | 'CategoryDeleted'>;

const ACCOUNT_COLUMNS = [
  ...ACCOUNT_FIELD_KEYS.map((key) => ACCOUNT_FIELD_COLUMNS[key]),
  'is_primary',
  'created_position',
  'created_at',
  'updated_at',
];
const CATEGORY_COLUMNS = [
  'transaction_category',
  'transaction_type',
  'description',
  'color',
  'is_active',
  'created_position',
  'created_at',
  'updated_at',
];

/**
 * Supersedes the current versions of `table` that `where` selects (over alias v; $1 user, $2 position,
 * $3 occurredAt): each is closed, and unless `deletes`, a copy with the `set` columns replaced opens at
 * the event. The live projection's UPDATE of the same event, as a new version instead of in place.
 */
async function supersede(
  tx: Queryable,
  event: { position: string; at: string; userId: string },
  spec: { table: string; columns: readonly string[]; where: string; set?: Record<string, string>; params?: unknown[]; deletes?: boolean },
): Promise<void> {
  const params = [event.userId, event.position, event.at, ...(spec.params ?? [])];
  const close = `UPDATE ${spec.table} v SET known_to = $3::timestamptz, to_position = $2::text
     WHERE v.user_id = $1::uuid AND v.known_to IS NULL AND ${spec.where} RETURNING v.*`;
  if (spec.deletes) {
    await tx.query(close, params);
    return;
  }
  const set: Record<string, string> = { ...spec.set, updated_at: '$3::timestamptz' };
  const values = spec.columns.map((column) => set[column] ?? `closed.${column}`);
  await tx.query(
    `WITH closed AS (${close})
     INSERT INTO ${spec.table} (user_id, id, from_position, known_from, ${spec.columns.join(', ')})
     SELECT closed.user_id, closed.id, $2, $3, ${values.join(', ')} FROM closed`,
    params,
  );
}

/** SQL types of the account fields: parameters only read in a SELECT list need them spelt out. */
const ACCOUNT_FIELD_TYPES: Record<keyof AccountFields, string> = {
  accountName: 'text',
  accountType: 'text',
  startingBalanceCents: 'bigint',
  startingBalanceAsOf: 'date',
  creditLimitCents: 'bigint',
  description: 'text',
  color: 'text',
  isActive: 'boolean',
};
const fieldValues = (fields: AccountFields) => ACCOUNT_FIELD_KEYS.map((key) => fields[key]);
const fieldParams = (first: number) => ACCOUNT_FIELD_KEYS.map((key, index) => `$${first + index}::${ACCOUNT_FIELD_TYPES[key]}`);
const fieldSet = (first: number) => {
  const params = fieldParams(first);
  return Object.fromEntries(ACCOUNT_FIELD_KEYS.map((key, index) => [ACCOUNT_FIELD_COLUMNS[key], params[index]!]));
};

/**
 * created_position, created_at of a record opened at $3/$4 (user $1, id $2): a restored record's
 * (opened again after its deletion) are its first opening's, as the live row keeps them.
 */
const CREATED = (table: 'money_account_versions' | 'money_category_versions') =>
  ['created_position', 'created_at']
    .map(
      (column, index) =>
        `coalesce((SELECT p.${column} FROM ${table} p WHERE p.user_id = $1 AND p.id = $2 ORDER BY p.known_from, p.from_position LIMIT 1), $${index + 3})`,
    )
    .join(', ');

/** money_account_versions: what moneyAccountsProjection does to money_accounts, one version per change. */
export async function applyAccountVersion(tx: Queryable, event: AccountVersionEvent): Promise<void> {
  const meta = { userId: userIdOfStream(event, ACCOUNT_BOOK_STREAM_PREFIX), position: event.position, at: occurredAt(event) };
  const accounts = { table: 'money_account_versions', columns: ACCOUNT_COLUMNS };
  const id = event.data.accountId;
  switch (event.type) {
    case 'AccountOpened': {
      const fields = ACCOUNT_FIELD_KEYS.map((key) => ACCOUNT_FIELD_COLUMNS[key]);
      await tx.query(
        `INSERT INTO money_account_versions (user_id, id, from_position, known_from, is_primary, created_position, created_at, updated_at,
           ${fields.join(', ')})
         SELECT $1::uuid, $2::uuid, $3::text, $4::timestamptz, false, ${CREATED('money_account_versions')}, $4, ${fieldParams(5).join(', ')}
          WHERE NOT EXISTS (SELECT 1 FROM money_account_versions WHERE user_id = $1 AND id = $2 AND known_to IS NULL)
         ON CONFLICT DO NOTHING`,
        [meta.userId, id, event.position, meta.at, ...fieldValues(event.data)],
      );
      return;
    }
    case 'AccountUpdated':
      await supersede(tx, meta, { ...accounts, where: 'v.id = $4::uuid', params: [id, ...fieldValues(event.data)], set: fieldSet(5) });
      return;
    case 'AccountMadePrimary':
      await supersede(tx, meta, { ...accounts, where: 'v.is_primary AND v.id <> $4::uuid', params: [id], set: { is_primary: 'false' } });
      await supersede(tx, meta, { ...accounts, where: 'v.id = $4::uuid', params: [id], set: { is_primary: 'true' } });
      return;
    case 'AccountPrimaryUnset':
      await supersede(tx, meta, { ...accounts, where: 'v.id = $4::uuid', params: [id], set: { is_primary: 'false' } });
      return;
    case 'AccountDeleted':
      await supersede(tx, meta, { ...accounts, where: 'v.id = $4::uuid', params: [id], deletes: true });
      return;
  }
}

/** money_category_versions: what moneyCategoriesProjection does to money_categories, one version per change. */
export async function applyCategoryVersion(tx: Queryable, event: CategoryVersionEvent): Promise<void> {
  const meta = { userId: userIdOfStream(event, CATEGORY_LIST_STREAM_PREFIX), position: event.position, at: occurredAt(event) };
  const categories = { table: 'money_category_versions', columns: CATEGORY_COLUMNS };
  switch (event.type) {
    case 'CategoryCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO money_category_versions (user_id, id, from_position, known_from, transaction_category, transaction_type, description,
           color, is_active, created_position, created_at, updated_at)
         SELECT $1::uuid, $2::uuid, $3::text, $4::timestamptz, $5::text, $6::text, $7::text, $8::text, $9::boolean,
                ${CREATED('money_category_versions')}, $4
          WHERE NOT EXISTS (SELECT 1 FROM money_category_versions WHERE user_id = $1 AND id = $2 AND known_to IS NULL)
         ON CONFLICT DO NOTHING`,
        [meta.userId, d.categoryId, event.position, meta.at, d.transactionCategory, d.transactionType, d.description, d.color, d.isActive],
      );
      return;
    }
    case 'CategoryUpdated': {
      const d = event.data;
      await supersede(tx, meta, {
        ...categories,
        where: 'v.id = $4::uuid',
        params: [d.categoryId, d.transactionCategory, d.transactionType, d.description, d.color, d.isActive],
        set: {
          transaction_category: '$5::text',
          transaction_type: '$6::text',
          description: '$7::text',
          color: '$8::text',
          is_active: '$9::boolean',
        },
      });
      return;
    }
    case 'CategoryDeleted':
      await supersede(tx, meta, { ...categories, where: 'v.id = $4::uuid', params: [event.data.categoryId], deletes: true });
      return;
  }
}
