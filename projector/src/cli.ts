/**
 * npm run projector -- status            prints every projection's checkpoint, lag, failure and parked events as JSON
 * npm run projector -- rebuild [name]    empties and replays one projection (or all)
 * npm run projector -- verify [name]     replays every projection (or one) into scratch tables and compares them with
 *                                        the live ones; prints JSON, exits 1 on any difference (see verify.ts)
 * npm run projector -- export <userId> <file>   writes one user's events (password hashes included: an operator's copy)
 * npm run projector -- verify-export <file>     recomputes an export's hash chain; names the first event that does not match
 * npm run projector -- import <file>            writes an operator export into this instance's event store (see event-export/)
 * npm run projector -- retry [name]      applies the parked events of one projection (or all) again, after a fix
 * npm run projector -- repair void-transaction <transactionId> --reason "..."
 *                                        deletes a transaction on its owner's behalf (operator repair, see README)
 * npm run projector -- repair void-account <userId> <accountId> --reason "..."
 * npm run projector -- repair void-category <userId> <categoryId> --reason "..."
 *                                        deletes one account / category of a user's book or list (the same, per record)
 * Database: DATABASE_URL (PostgreSQL), else PGlite in `${DATA_DIR:-./data}/pglite`; EVENTSTORE_URL picks EventStoreDB.
 */
import { runCli } from './cli-commands';

runCli(process.argv.slice(2), { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
