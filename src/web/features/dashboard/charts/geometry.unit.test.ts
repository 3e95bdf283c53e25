import { describe, expect, it } from 'vitest';
import { barPath, labelStep, niceTicks, sliceAngles, slicePath } from './geometry.js';

describe('sliceAngles', () => {
  it('shares the circle in proportion to the values, clockwise from twelve o’clock', () => {
    const [a, b] = sliceAngles([1, 3]);
    expect(a).toEqual({ start: 0, end: Math.PI / 2 });
    expect(b!.start).toBeCloseTo(Math.PI / 2);
    expect(b!.end).toBeCloseTo(2 * Math.PI);
  });

  it('leaves the padding between slices and gives zero values no slice', () => {
    const pad = 0.1;
    const angles = sliceAngles([2, 0, 2], pad);
    expect(angles[1]).toBeNull();
    const [a, , c] = angles;
    expect(a!.start).toBeCloseTo(pad / 2);
    expect(c!.start - a!.end).toBeCloseTo(pad);
    expect(a!.end - a!.start).toBeCloseTo(c!.end - c!.start);
    expect(c!.end + pad / 2).toBeCloseTo(2 * Math.PI);
  });

  it('draws one value as the whole circle, without padding, and nothing for no data', () => {
    expect(sliceAngles([5], 0.1)).toEqual([{ start: 0, end: 2 * Math.PI }]);
    expect(sliceAngles([0, 0])).toEqual([null, null]);
  });
});

describe('slicePath', () => {
  it('draws a quarter pie slice from the centre', () => {
    expect(slicePath(100, 100, 80, 0, 0, Math.PI / 2)).toBe('M100 20A80 80 0 0 1 180 100L100 100Z');
  });

  it('draws a ring segment, the large-arc flag set beyond half the circle', () => {
    expect(slicePath(100, 100, 80, 40, 0, 1.5 * Math.PI)).toBe('M100 20A80 80 0 1 1 20 100L60 100A40 40 0 1 0 100 60Z');
  });

  it('draws a whole circle as two half arcs (and a hole for a donut)', () => {
    expect(slicePath(100, 100, 80, 0, 0, 2 * Math.PI)).toBe('M100 20A80 80 0 1 1 100 180A80 80 0 1 1 100 20Z');
    expect(slicePath(100, 100, 80, 40, 0, 2 * Math.PI)).toContain('M100 60A40 40 0 1 0 100 140');
  });
});

describe('niceTicks', () => {
  it('steps in round figures up to at least the largest value', () => {
    expect(niceTicks(80)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(81)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(7_635_000_000)).toEqual([0, 2e9, 4e9, 6e9, 8e9]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('gives an empty chart a scale of 0 to 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('barPath', () => {
  it('rounds the two top corners and keeps the bottom square', () => {
    expect(barPath(10, 20, 40, 100, 6)).toBe('M10 120V26A6 6 0 0 1 16 20H44A6 6 0 0 1 50 26V120Z');
  });

  it('rounds a short bar no more than it is tall, and draws nothing for zero', () => {
    expect(barPath(0, 98, 40, 2, 6)).toBe('M0 100V100A2 2 0 0 1 2 98H38A2 2 0 0 1 40 100V100Z');
    expect(barPath(0, 100, 40, 0, 6)).toBe('');
  });
});

describe('labelStep', () => {
  it('labels every category when there is room, else every second or third', () => {
    expect(labelStep(60, 32)).toBe(1);
    expect(labelStep(20, 32)).toBe(2);
    expect(labelStep(12, 32)).toBe(3);
  });
});
