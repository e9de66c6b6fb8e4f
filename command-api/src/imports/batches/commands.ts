import { importBatchDecider, importBatchStreamId } from '@life/domain';
import { commandHandler } from '../../http/commands';

/** Every import batch command goes to that batch's own stream (`import-<id>`). */
export const handleImportBatchCommand = commandHandler(importBatchDecider, (command) => importBatchStreamId(command.data.importId));
