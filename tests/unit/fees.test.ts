import { describe, expect, it } from 'vitest';
import { dollarsToCents, feeCents, hasAtMostTwoDecimals, splitFee } from '../../src/shared/fees';

describe('feeCents: max(minimum, round(rate x contract))', () => {
  it.each([
    // contract, rate (bp), minimum, fee
    { contractCents: 0, rateBasisPoints: 500, minimumCents: 150_000, fee: 150_000 },
    { contractCents: 1_000_000, rateBasisPoints: 500, minimumCents: 150_000, fee: 150_000 }, // $10k x 5 % = $500 < $1,500
    { contractCents: 3_000_000, rateBasisPoints: 500, minimumCents: 150_000, fee: 150_000 }, // exactly the minimum
    { contractCents: 3_000_002, rateBasisPoints: 500, minimumCents: 150_000, fee: 150_000 }, // 150,000.1 rounds down
    { contractCents: 10_000_000, rateBasisPoints: 500, minimumCents: 150_000, fee: 500_000 },
    { contractCents: 25_000_050, rateBasisPoints: 500, minimumCents: 150_000, fee: 1_250_003 }, // 1,250,002.5 rounds up
    { contractCents: 12_345_678, rateBasisPoints: 375, minimumCents: 0, fee: 462_963 }, // 462,962.925
    { contractCents: 100_000_000_000, rateBasisPoints: 500, minimumCents: 150_000, fee: 5_000_000_000 }, // $1B contract
    { contractCents: 5_000_000, rateBasisPoints: 0, minimumCents: 99_900, fee: 99_900 },
  ])('$contractCents cents at $rateBasisPoints bp, minimum $minimumCents → $fee', ({ fee, ...input }) => {
    expect(feeCents(input)).toBe(fee);
  });
});

describe('splitFee', () => {
  it.each([
    { total: 1_000_000, split: { deposit: 30, progress: 40, final: 30 }, parts: { deposit: 300_000, progress: 400_000, final: 300_000 } },
    { total: 1_250_003, split: { deposit: 30, progress: 40, final: 30 }, parts: { deposit: 375_001, progress: 500_001, final: 375_001 } },
    { total: 100, split: { deposit: 33, progress: 33, final: 34 }, parts: { deposit: 33, progress: 33, final: 34 } },
    { total: 1, split: { deposit: 50, progress: 50, final: 0 }, parts: { deposit: 1, progress: 0, final: 0 } },
    { total: 5, split: { deposit: 10, progress: 10, final: 80 }, parts: { deposit: 1, progress: 0, final: 4 } },
  ])('splits $total by $split', ({ total, split, parts }) => {
    const result = splitFee(total, split);
    expect(result).toEqual(parts);
    expect(result.deposit + result.progress + result.final).toBe(total);
  });
});

describe('dollars and cents', () => {
  it.each([
    [0.1, 10],
    [1.15, 115],
    [250000.5, 25_000_050],
    [19.99, 1999],
    [1_000_000_000, 100_000_000_000],
  ])('%d dollars = %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([
    [12, true],
    [12.5, true],
    [12.34, true],
    [0.07, true],
    [12.345, false],
    [0.001, false],
  ])('%d has at most two decimals: %s', (dollars, ok) => {
    expect(hasAtMostTwoDecimals(dollars)).toBe(ok);
  });
});
