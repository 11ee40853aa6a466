// The 100-slot allocation of spec 001 §4 and §9: each bucket takes as many slots as its
// percentage; slots nobody takes are 'exclude'. A draw picks one slot uniformly.
import { randomInt } from 'node:crypto';

export const SLOT_COUNT = 100;
export const EXCLUDE = 'exclude';

export interface Allocation {
  bucket: string;
  percentage: number;
}

/** Returns a whole number in [0, max). */
export type RandomSource = (max: number) => number;

export const cryptoRandom: RandomSource = (max) => randomInt(max);

export function allocationSlots(allocations: readonly Allocation[]): string[] {
  const slots: string[] = [];
  for (const { bucket, percentage } of allocations) {
    for (let index = 0; index < percentage && slots.length < SLOT_COUNT; index += 1) slots.push(bucket);
  }
  while (slots.length < SLOT_COUNT) slots.push(EXCLUDE);
  return slots;
}

export function drawBucket(slots: readonly string[], random: RandomSource): string {
  return slots[random(slots.length)] ?? EXCLUDE;
}
