import { requireFields } from '../shared/aggregate-fields';
import {
  checkRequiredChoice,
  checkRequiredText,
  checkSupportedDay,
  checkTimeOfDay,
  checkWholeNumber,
  type FieldResult,
  isEmptyValue,
  takeField,
} from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import {
  isWorkoutType,
  MAX_EXERCISE_NAME_LENGTH,
  MAX_EXERCISE_REPS,
  MAX_EXERCISE_SETS,
  MAX_EXERCISE_WEIGHT,
  MAX_WORKOUT_CALORIES,
  MAX_WORKOUT_DURATION_MINUTES,
  MAX_WORKOUT_EXERCISES,
  MAX_WORKOUT_NAME_LENGTH,
  workoutMessages as m,
} from './constants';
import type { WorkoutCompletionDraft, WorkoutDraft } from './drafts';
import { WORKOUT_FIELD_KEYS, type WorkoutExercise } from './fields';

const typeMessages = { required: m.typeRequired, invalid: m.typeInvalid };
const dayMessages = { invalid: m.dateInvalid, outOfRange: m.dateOutOfRange };
/** Every field a create sets or reports; the day and time may stay unset (the decider knows the user's today). */
const WORKOUT_KEYS_BUT_WHEN = WORKOUT_FIELD_KEYS.filter((key) => key !== 'date' && key !== 'time');
const nameRule = textRule('Name', MAX_WORKOUT_NAME_LENGTH);
const exerciseNameRule = textRule('Exercise name', MAX_EXERCISE_NAME_LENGTH);

/** At most 2 decimals, judged on the number's shortest decimal text (0.1 + 0.2 has 17). */
function hasAtMostTwoDecimals(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

function checkWeight(raw: unknown): FieldResult<number | null> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  const ok = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= MAX_EXERCISE_WEIGHT && hasAtMostTwoDecimals(raw);
  // -0 is 0 (JSON can spell it; the read model should not keep it).
  return ok ? { ok: true, value: raw === 0 ? 0 : raw } : { ok: false, message: m.weightInvalid };
}

/** One exercise row; its messages are keyed `exercises.<index>.<field>` (the form's field paths). */
function checkExercise(raw: unknown, index: number, messages: FieldMessages): WorkoutExercise | undefined {
  const at = (field: string) => `exercises.${index}.${field}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    messages[`exercises.${index}`] = m.exerciseInvalid;
    return undefined;
  }
  const row = raw as Record<string, unknown>;
  const value: Partial<WorkoutExercise> = {};
  const before = Object.keys(messages).length;
  takeField(messages, at('name'), checkRequiredText(row.name, exerciseNameRule, m.exerciseNameRequired), (name) => (value.name = name));
  takeField(messages, at('sets'), checkWholeNumber(row.sets, 1, MAX_EXERCISE_SETS, m.setsInvalid), (sets) => (value.sets = sets));
  takeField(messages, at('reps'), checkWholeNumber(row.reps, 1, MAX_EXERCISE_REPS, m.repsInvalid), (reps) => (value.reps = reps));
  takeField(messages, at('weight'), checkWeight(row.weight), (weight) => (value.weight = weight));
  if (Object.keys(messages).length > before) return undefined;
  return { name: value.name!, sets: value.sets!, reps: value.reps!, weight: value.weight ?? null };
}

function checkExercises(raw: unknown, messages: FieldMessages): WorkoutExercise[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    messages.exercises = m.exercisesInvalid;
    return undefined;
  }
  if (raw.length > MAX_WORKOUT_EXERCISES) {
    messages.exercises = m.exercisesTooMany;
    return undefined;
  }
  const rows = raw.map((row, index) => checkExercise(row, index, messages));
  return rows.every((row) => row !== undefined) ? rows : undefined;
}

export interface WorkoutInputCheck {
  messages: FieldMessages;
  value: Partial<WorkoutDraft>;
}

/**
 * Checks a workout body in form order: name, type, duration, calories, completed, date, time,
 * exercises. Defaults: no calories (null), not completed, no exercises; an absent date (and
 * time) is left to the decider, which knows the user's day and local time.
 */
export function checkWorkoutInput(raw: unknown): WorkoutInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: Partial<WorkoutDraft> = {};

  takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (name) => (value.name = name));
  takeField(messages, 'type', checkRequiredChoice(input.type, isWorkoutType, typeMessages), (type) => (value.type = type));
  const duration: FieldResult<number> = isEmptyValue(input.duration)
    ? { ok: false, message: m.durationRequired }
    : checkWholeNumber(input.duration, 1, MAX_WORKOUT_DURATION_MINUTES, m.durationInvalid);
  takeField(messages, 'duration', duration, (minutes) => (value.durationMinutes = minutes));
  const calories: FieldResult<number | null> = isEmptyValue(input.calories)
    ? { ok: true, value: null }
    : checkWholeNumber(input.calories, 0, MAX_WORKOUT_CALORIES, m.caloriesInvalid);
  takeField(messages, 'calories', calories, (kcal) => (value.calories = kcal));

  if (input.completed === undefined || input.completed === null) value.completed = false;
  else if (typeof input.completed === 'boolean') value.completed = input.completed;
  else messages.completed = m.completedInvalid;

  if (!isBlank(input.date)) takeField(messages, 'date', checkSupportedDay(input.date, dayMessages), (day) => (value.date = day));
  if (!isBlank(input.time)) takeField(messages, 'time', checkTimeOfDay(input.time, m.timeInvalid), (time) => (value.time = time));

  const exercises = checkExercises(input.exercises, messages);
  if (exercises) value.exercises = exercises;

  return { messages, value };
}

/** The ordered field -> message map of a workout body (empty when valid): the web form's rules. */
export function validateWorkoutInput(raw: unknown): FieldMessages {
  return checkWorkoutInput(raw).messages;
}

/** A create body as a draft (defaults applied), or its messages. */
export function checkWorkoutCreate(raw: unknown): DraftCheck<WorkoutDraft> {
  const { messages, value } = checkWorkoutInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const { date, time, ...fields } = value;
  const draft: WorkoutDraft = requireFields(WORKOUT_KEYS_BUT_WHEN, fields, 'checkWorkoutInput');
  if (date !== undefined) draft.date = date;
  if (time !== undefined) draft.time = time;
  return { ok: true, draft };
}

/** PATCH /api/workouts/{id}: `completed`, true or false. */
export function checkWorkoutCompletion(raw: unknown): DraftCheck<WorkoutCompletionDraft> {
  const completed = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).completed : undefined;
  return typeof completed === 'boolean' ? { ok: true, draft: { completed } } : { ok: false, messages: { completed: m.completedInvalid } };
}
