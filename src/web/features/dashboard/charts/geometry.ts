/**
 * The arithmetic of the dashboard's charts: slices of a pie or donut and the scale of a bar chart.
 * Pure functions, so the drawings are tested without a browser.
 */

/** A point on a circle; angle 0 is twelve o'clock, growing clockwise (SVG's y points down). */
function pointAt(cx: number, cy: number, radius: number, angle: number) {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The SVG path of one slice from `start` to `end` (radians): a pie slice when `inner` is 0, a ring
 * segment otherwise. A whole circle is drawn as two half arcs (one arc cannot start and end at one point).
 */
export function slicePath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep >= 2 * Math.PI - 1e-9) {
    const ring = (radius: number, clockwise: 0 | 1) =>
      `M${round(cx)} ${round(cy - radius)}A${radius} ${radius} 0 1 ${clockwise} ${round(cx)} ${round(cy + radius)}` +
      `A${radius} ${radius} 0 1 ${clockwise} ${round(cx)} ${round(cy - radius)}Z`;
    return inner > 0 ? `${ring(outer, 1)}${ring(inner, 0)}` : ring(outer, 1);
  }
  const large = sweep > Math.PI ? 1 : 0;
  const a = pointAt(cx, cy, outer, start);
  const b = pointAt(cx, cy, outer, end);
  const outerArc = `M${round(a.x)} ${round(a.y)}A${outer} ${outer} 0 ${large} 1 ${round(b.x)} ${round(b.y)}`;
  if (inner <= 0) return `${outerArc}L${round(cx)} ${round(cy)}Z`;
  const c = pointAt(cx, cy, inner, end);
  const d = pointAt(cx, cy, inner, start);
  return `${outerArc}L${round(c.x)} ${round(c.y)}A${inner} ${inner} 0 ${large} 0 ${round(d.x)} ${round(d.y)}Z`;
}

export interface SliceAngles {
  start: number;
  end: number;
}

/**
 * Start and end angle of each value's slice, clockwise from twelve o'clock, in proportion to the
 * values; `padding` (radians) is left between neighbouring slices when there are two or more.
 * Zero values get no slice (null), so they draw nothing and take no padding.
 */
export function sliceAngles(values: number[], padding = 0): (SliceAngles | null)[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return values.map(() => null);
  const drawn = values.filter((value) => value > 0).length;
  const pad = drawn > 1 ? padding : 0;
  const available = 2 * Math.PI - pad * drawn;
  let angle = 0;
  return values.map((value) => {
    if (value <= 0) return null;
    const start = angle + pad / 2;
    const end = start + (value / total) * available;
    angle = end + pad / 2;
    return { start, end };
  });
}

/**
 * Gridline values for a bar chart from 0 to at least `max`: about `count` steps of 1, 2, 2.5 or 5
 * times a power of ten, so the labels read as round figures.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const step = (normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10) * magnitude;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => round(index * step));
}

/** The SVG path of a bar whose two top corners are rounded by `radius` (less when the bar is small). */
export function barPath(x: number, y: number, width: number, height: number, radius: number): string {
  if (height <= 0 || width <= 0) return '';
  const r = Math.min(radius, width / 2, height);
  const bottom = y + height;
  return (
    `M${round(x)} ${round(bottom)}V${round(y + r)}A${r} ${r} 0 0 1 ${round(x + r)} ${round(y)}` +
    `H${round(x + width - r)}A${r} ${r} 0 0 1 ${round(x + width)} ${round(y + r)}V${round(bottom)}Z`
  );
}

/** Every how many categories an axis label fits (1: all of them) when each gets `band` pixels. */
export function labelStep(band: number, labelWidth: number): number {
  return band >= labelWidth ? 1 : Math.ceil(labelWidth / Math.max(band, 1));
}
