/**
 * Sums of integer cents read as text (bigint columns), exact at any size: in numbers while every
 * figure is a safe integer, else again in bigints (the register's running balances, the schedule's
 * balances at its edges). A sum never exceeds the sum of its terms' magnitudes, so one check of that
 * bound, at the end, covers every partial sum.
 */
export interface Integers<N extends number | bigint> {
  of: (text: string) => N;
  add: (a: N, b: N) => N;
  magnitude: (value: N) => N;
  /** Whether a value read or a bound is exact in these numbers. */
  exact: (value: N) => boolean;
}

const numbers: Integers<number> = {
  of: Number,
  add: (a, b) => a + b,
  magnitude: Math.abs,
  exact: Number.isSafeInteger,
};

const bigints: Integers<bigint> = {
  of: BigInt,
  add: (a, b) => a + b,
  magnitude: (value) => (value < 0n ? -value : value),
  exact: () => true,
};

/** `sum` in numbers, or in bigints when it answers undefined (a figure that may not be exact in numbers). */
export function summedExactly<T>(sum: <N extends number | bigint>(integers: Integers<N>) => T | undefined): T {
  return sum(numbers) ?? sum(bigints)!;
}
