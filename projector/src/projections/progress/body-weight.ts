import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { recordRows } from '../record-rows';
import { occurredAt, ownerOf } from '../rows';
import { BODY_WEIGHT } from './names';
import { recordVersions, type VersionMoment } from './versions';

const entries = recordRows('body_weight_entries');
const versions = recordVersions('body_weight_entry_versions', {
  date: 'date',
  weight: 'text',
  unit: 'text',
  source: 'text',
  created_position: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
});

const BODY_WEIGHT_EVENT_TYPES = ['BodyWeightLogged', 'BodyWeightChanged', 'BodyWeightDeleted'] as const;
type BodyWeightRowEvent = LifeProjectedEvent<(typeof BODY_WEIGHT_EVENT_TYPES)[number]>;

/**
 * body_weight_entries (one row per live entry, stream `body-weight-<id>`) and its versions
 * (body_weight_entry_versions, for ?asOf=), written in the same transaction.
 */
export const bodyWeightProjection = projection({
  name: BODY_WEIGHT,
  canHandle: BODY_WEIGHT_EVENT_TYPES,
  tables: ['body_weight_entries', 'body_weight_entry_versions'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: BodyWeightRowEvent): Promise<void> {
  const moment: VersionMoment = { position: event.position, at: occurredAt(event) };
  switch (event.type) {
    case 'BodyWeightLogged': {
      const { entryId, userId, date, weight, unit, source, importId, externalId } = event.data;
      await entries.insert(tx, event, userId, entryId, {
        date,
        weight,
        unit,
        source: source ?? null,
        import_id: importId ?? null,
        external_id: externalId ?? null,
      });
      await versions.open(tx, moment, userId, entryId, {
        date,
        weight,
        unit,
        source: source ?? null,
        created_position: event.position,
        created_at: moment.at,
        updated_at: moment.at,
      });
      return;
    }
    case 'BodyWeightChanged': {
      const { entryId, date, weight, unit } = event.data;
      await entries.update(tx, event, ownerOf(event), entryId, { date, weight, unit });
      await versions.change(tx, moment, ownerOf(event), entryId, { date, weight, unit, updated_at: moment.at });
      return;
    }
    case 'BodyWeightDeleted':
      await entries.remove(tx, ownerOf(event), event.data.entryId);
      await versions.close(tx, moment, ownerOf(event), event.data.entryId);
      return;
  }
}
