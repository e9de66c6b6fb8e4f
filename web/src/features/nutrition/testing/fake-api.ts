import { DEFAULT_TARGETS } from '@life/domain/targets/constants';
import type { TargetsJson } from '@life/domain/targets/api';
import { vi } from 'vitest';
import { bodyText, jsonResponse, requestUrl } from '../../../test/render';
import type { GroceryItem, Meal } from '../types';

/** A meal as the API returns it, not logged, today unless overridden. */
export function meal(overrides: Partial<Meal> = {}): Meal {
  return {
    id: 'm1',
    name: 'Oatmeal',
    type: 'breakfast',
    calories: 350,
    protein: null,
    carbs: null,
    fat: null,
    time: '08:00',
    logged: false,
    recipeId: null,
    date: '2025-11-15',
    createdAt: '2025-11-15T08:00:00.000Z',
    ...overrides,
  };
}

export function groceryItem(overrides: Partial<GroceryItem> = {}): GroceryItem {
  return {
    id: 'g1',
    name: 'Milk',
    category: 'Other',
    checked: false,
    quantity: null,
    unit: '',
    createdAt: '2025-11-15T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * The nutrition API in memory, as a fetch stub: meals, grocery items, water and targets, with the
 * writes the screens make (PATCH a meal's logged, DELETE, POST/PUT grocery items, clear completed,
 * POST water and its remove, PUT targets). `requests` records each write as 'METHOD path body'.
 */
export function fakeNutritionApi(
  initial: { meals?: Meal[]; items?: GroceryItem[]; glasses?: number; targets?: Partial<TargetsJson> } = {},
) {
  const state = {
    meals: [...(initial.meals ?? [])],
    items: [...(initial.items ?? [])],
    glasses: initial.glasses ?? 0,
    targets: { ...DEFAULT_TARGETS, custom: false, updatedAt: null, ...initial.targets },
    requests: [] as string[],
  };
  let nextId = 100;
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : (JSON.parse(bodyText(init)) as Record<string, unknown>);
    if (method !== 'GET') state.requests.push(`${method} ${url.pathname}${body ? ` ${JSON.stringify(body)}` : ''}`);
    const [, , resource, id] = url.pathname.split('/');
    const ok = (value: unknown, status = 200) => Promise.resolve(jsonResponse(status, value));
    if (method === 'POST' && url.pathname === '/api/grocery-items/clear-completed') {
      const cleared = state.items.filter((item) => item.checked).length;
      state.items = state.items.filter((item) => !item.checked);
      return ok({ cleared });
    }
    switch (`${method} /api/${resource}${id ? '/:id' : ''}`) {
      case 'GET /api/meals':
        return ok(state.meals);
      case 'PATCH /api/meals/:id': {
        state.meals = state.meals.map((m) => (m.id === id ? { ...m, logged: Boolean(body?.logged) } : m));
        return ok(state.meals.find((m) => m.id === id));
      }
      case 'DELETE /api/meals/:id':
        state.meals = state.meals.filter((m) => m.id !== id);
        return Promise.resolve(new Response(null, { status: 204 }));
      case 'GET /api/water':
        return ok({ date: url.searchParams.get('date'), glasses: state.glasses });
      case 'POST /api/water':
        state.glasses += 1;
        return ok({ date: body?.date, glasses: state.glasses });
      case 'POST /api/water/:id': // /api/water/remove (issue 26)
        state.glasses = Math.max(0, state.glasses - 1);
        return ok({ date: body?.date, glasses: state.glasses });
      case 'GET /api/targets':
        return ok(state.targets);
      case 'PUT /api/targets':
        state.targets = { ...state.targets, ...(body as Partial<TargetsJson>), custom: true };
        return ok(state.targets);
      case 'GET /api/grocery-items':
        return ok(state.items);
      case 'POST /api/grocery-items': {
        const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
        const item = groceryItem({ id: `g${nextId++}`, name: text(body?.name, ''), category: text(body?.category, 'Other') });
        state.items = [...state.items, item];
        return ok(item, 201);
      }
      case 'PUT /api/grocery-items/:id':
        state.items = state.items.map((item) => (item.id === id ? { ...item, checked: Boolean(body?.checked) } : item));
        return ok(state.items.find((item) => item.id === id));
      case 'DELETE /api/grocery-items/:id':
        state.items = state.items.filter((item) => item.id !== id);
        return Promise.resolve(new Response(null, { status: 204 }));
      default:
        return ok({ error: 'Not found' }, 404);
    }
  });
  return { state, fetch };
}
