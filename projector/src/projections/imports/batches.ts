import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf } from '../rows';
import { recordRows } from '../record-rows';
import { IMPORT_BATCHES } from './names';

const batches = recordRows('import_batches', { versions: 'import_batches_versions' }); // issue 26: as-of reads

/** import_batches: one row per import batch (stream `import-<id>`), its summary and whether it was undone. */
export const importBatchesProjection = projection({
  name: IMPORT_BATCHES,
  canHandle: ['ImportStarted', 'ImportCompleted', 'ImportUndone'],
  tables: ['import_batches', 'import_batches_versions'],
  apply: eventByEvent(applyOne),
});

async function applyOne(tx: Queryable, event: LifeProjectedEvent<'ImportStarted' | 'ImportCompleted' | 'ImportUndone'>): Promise<void> {
  switch (event.type) {
    case 'ImportStarted': {
      const d = event.data;
      await batches.insert(tx, event, d.userId, d.importId, {
        kind: d.kind,
        file_name: d.fileName,
        account_id: d.accountId ?? null,
        status: 'running',
        layout: d.layout === undefined ? null : JSON.stringify(d.layout),
      });
      return;
    }
    case 'ImportCompleted': {
      const d = event.data;
      await batches.update(tx, event, ownerOf(event), d.importId, {
        status: 'completed',
        added: d.added,
        skipped: d.skipped,
        rejected: JSON.stringify(d.rejected),
        rejected_count: d.rejectedCount,
        skipped_rows: JSON.stringify(d.skippedRows),
        completed_at: occurredAt(event),
      });
      return;
    }
    case 'ImportUndone':
      await batches.update(tx, event, ownerOf(event), event.data.importId, {
        status: 'undone',
        removed: event.data.removed,
        undone_at: occurredAt(event),
      });
      return;
  }
}
