/**
 * Money's second front door: its edit dialogs, for features that open a money record over their own
 * page (the header's search). Kept out of index.ts so that importing money's formatting does not pull
 * every form into a page's bundle; import it lazily.
 */
export { CategoryForm } from './categories/CategoryForm';
export { RecurringEditDialog } from './recurring/RecurringEditForm';
export { TransactionFormDialog } from './transactions/TransactionFormDialog';
