import { formatCount, formatDay, formatTime } from '../../format';

export { formatCount };

/** '07:30' -> '7:30 AM' (a wall-clock time as entered: no zone shift). */
export function formatWorkoutTime(time: string | null): string {
  return formatTime(time);
}

/** 'Nov 5, 2025 · 7:30 AM', or the day alone when no time was given. */
export function formatWorkoutWhen(date: string, time: string | null): string {
  const day = formatDay(date);
  return time ? `${day} · ${formatWorkoutTime(time)}` : day;
}

/** A running timer: '4:05', '1:02:03'. */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The local wall-clock time now, HH:mm (the form's default). */
export function localTimeNow(now: Date = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}
