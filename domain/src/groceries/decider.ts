/**
 * Grocery items: one aggregate per item, stream `grocery-item-<id>`. SPEC section 4: checked is
 * togglable both ways; beyond SPEC, items can be deleted one by one or by 'clear completed'.
 * An item of another user is NotFound.
 */
import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { addQuantities, formatQuantity, MAX_QUANTITY, MAX_STORED_QUANTITY_DENOMINATOR, parseQuantity } from '../shared/quantity';
import type { GroceryItemCommand } from './commands';
import { groceryMessages } from './constants';
import type { GroceryItemEvent } from './events';
import type { GroceryItemState } from './state';

function requireOwned(state: GroceryItemState, userId: string): Extract<GroceryItemState, { status: 'added' }> {
  if (state.status !== 'added' || state.userId !== userId) throw new NotFoundError(groceryMessages.notFound);
  return state;
}

export const groceryItemDecider: Decider<GroceryItemState, GroceryItemCommand, GroceryItemEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GroceryItemAdded': {
        const { groceryItemId, userId, ...fields } = event.data;
        return { status: 'added', groceryItemId, userId, fields };
      }
      case 'GroceryItemCheckedChanged':
        return state.status === 'added' ? { ...state, fields: { ...state.fields, checked: event.data.checked } } : state;
      case 'GroceryItemQuantityAdded':
        return state.status === 'added' ? { ...state, fields: { ...state.fields, quantity: event.data.quantity } } : state;
      case 'GroceryItemDeleted':
        return state.status === 'added' ? { status: 'deleted', groceryItemId: state.groceryItemId, userId: state.userId } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddGroceryItem': {
        const { groceryItemId, draft } = command.data;
        if (state.status !== 'none') throw new ConflictError(groceryMessages.alreadyExists);
        return [{ type: 'GroceryItemAdded', data: { groceryItemId, userId: command.metadata.userId, ...draft } }];
      }
      case 'ChangeGroceryItemChecked': {
        const { groceryItemId, checked } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        if (current.fields.checked === checked) return [];
        return [{ type: 'GroceryItemCheckedChanged', data: { groceryItemId, checked } }];
      }
      case 'AddGroceryItemQuantity': {
        const { groceryItemId } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        const added = parseQuantity(command.data.quantity);
        if (!added) throw new ValidationError({ quantity: groceryMessages.quantityInvalid });
        const before = current.fields.quantity === null ? undefined : parseQuantity(current.fields.quantity);
        const total = before ? addQuantities(before, added) : added;
        if (total.n > MAX_QUANTITY * total.d || total.d > MAX_STORED_QUANTITY_DENOMINATOR)
          throw new ValidationError({ quantity: groceryMessages.quantityInvalid });
        return [
          { type: 'GroceryItemQuantityAdded', data: { groceryItemId, added: formatQuantity(added), quantity: formatQuantity(total) } },
        ];
      }
      case 'DeleteGroceryItem': {
        const { groceryItemId } = command.data;
        requireOwned(state, command.metadata.userId);
        return [{ type: 'GroceryItemDeleted', data: { groceryItemId } }];
      }
      case 'ClearCompletedGroceryItem': {
        const { groceryItemId } = command.data;
        const current = requireOwned(state, command.metadata.userId);
        return current.fields.checked ? [{ type: 'GroceryItemDeleted', data: { groceryItemId, reason: 'cleared' } }] : [];
      }
      default:
        return assertNever(command);
    }
  },
};
