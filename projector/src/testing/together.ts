import type { DomainEvent } from '@life/domain';
import type { ProjectedEvent, Projection } from '../projection';

/**
 * Two projections applied as one, for a spec whose read joins both's tables (the dashboard's
 * statement reads the ledger's transactions, issue 25): each gets its own events of every batch, in
 * order, in the same transaction. For tests only: the runner keeps a checkpoint per projection.
 */
export function together<A extends DomainEvent, B extends DomainEvent>(first: Projection<A>, second: Projection<B>): Projection<A | B> {
  const handles = (projection: Projection<A> | Projection<B>, event: ProjectedEvent<A | B>) =>
    (projection.canHandle as readonly string[]).includes(event.type);
  const isFirst = (event: ProjectedEvent<A | B>): event is ProjectedEvent<A> => handles(first, event);
  const isSecond = (event: ProjectedEvent<A | B>): event is ProjectedEvent<B> => handles(second, event);
  return {
    name: `${first.name}+${second.name}`,
    canHandle: [...new Set([...first.canHandle, ...second.canHandle])],
    tables: [...first.tables, ...second.tables],
    async apply(tx, events) {
      await first.apply(tx, events.filter(isFirst));
      await second.apply(tx, events.filter(isSecond));
    },
  };
}
