/**
 * The dashboard's drawings, as plain SVG: a pie or donut with its legend, and vertical bars on a
 * scale. They replaced Recharts (113 kB gzip with its d3, redux and decimal.js, for three charts:
 * docs/performance.md, "Browser"). They are images for assistive technology — the card that holds
 * them names the figures and shows them as a table (chart-card.tsx) — so everything here is
 * aria-hidden; the hover tooltip is a convenience for a mouse.
 */
import { useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { barPath, labelStep, niceTicks, sliceAngles, slicePath } from './geometry.js';

export interface ChartDatum {
  name: string;
  value: number;
  fill: string;
}

/** The height the cards give a chart, as Recharts had it. */
export const CHART_HEIGHT = 280;

/** The width of an element, kept up to date; 0 until it is laid out (then nothing is drawn). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface Hover {
  index: number;
  x: number;
  y: number;
}

/** Where the pointer is inside the chart's box, for the tooltip. */
function hoverAt(event: PointerEvent<Element>, box: HTMLElement | null, index: number): Hover {
  const rect = box?.getBoundingClientRect();
  return { index, x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
}

/** The figure under the pointer: its name and formatted value, beside the pointer and inside the box. */
function Tooltip({ hover, width, children }: { hover: Hover; width: number; children: ReactNode }) {
  const left = Math.min(Math.max(hover.x + 12, 0), Math.max(width - 180, 0));
  return (
    <div
      className="pointer-events-none absolute z-10 max-w-[180px] rounded-lg border border-slate-200 bg-white px-3 py-2 text-[13px] shadow-md dark:border-slate-700 dark:bg-slate-900"
      style={{ left, top: Math.max(hover.y - 56, 0) }}
    >
      {children}
    </div>
  );
}

function TooltipText({ name, label, value }: { name: string; label?: string | undefined; value: string }) {
  return (
    <>
      <p className="font-semibold text-slate-900 dark:text-slate-100">{name}</p>
      <p className="text-slate-700 dark:text-slate-200">
        {label ? `${label}: ` : ''}
        {value}
      </p>
    </>
  );
}

const PIE_BOX = 200;
const PIE_RADIUS = 80;
const DONUT_HOLE = 0.55;
const DONUT_PADDING = (2 * Math.PI) / 180;

/** A pie, or a donut with `donut`; the legend below names every slice in its colour. */
export function PieChartView({
  data,
  donut = false,
  format,
}: {
  data: ChartDatum[];
  donut?: boolean;
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [hover, setHover] = useState<Hover | null>(null);
  const angles = sliceAngles(
    data.map((datum) => datum.value),
    donut ? DONUT_PADDING : 0,
  );
  const centre = PIE_BOX / 2;
  const hovered = hover ? data[hover.index] : undefined;
  return (
    <div ref={box} className="relative flex flex-col items-center" style={{ height: CHART_HEIGHT }} aria-hidden>
      {width > 0 ? (
        <svg
          viewBox={`0 0 ${PIE_BOX} ${PIE_BOX}`}
          className="min-h-0 w-full flex-1"
          onPointerLeave={() => setHover(null)}
          focusable="false"
        >
          {data.map((datum, index) => {
            const angle = angles[index];
            if (!angle) return null;
            return (
              <path
                key={datum.name}
                d={slicePath(centre, centre, PIE_RADIUS, donut ? PIE_RADIUS * DONUT_HOLE : 0, angle.start, angle.end)}
                fill={datum.fill}
                opacity={hover && hover.index !== index ? 0.75 : 1}
                onPointerMove={(event) => setHover(hoverAt(event, box.current, index))}
              />
            );
          })}
        </svg>
      ) : null}
      <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px]">
        {data.map((datum) => (
          <li key={datum.name} className="flex items-center gap-1.5 text-slate-700 dark:text-slate-200">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: datum.fill }} />
            {datum.name}
          </li>
        ))}
      </ul>
      {hover && hovered ? (
        <Tooltip hover={hover} width={width}>
          <TooltipText name={hovered.name} value={format(hovered.value)} />
        </Tooltip>
      ) : null}
    </div>
  );
}

const AXIS_WIDTH = 64;
const TOP = 8;
const BOTTOM = 24;
const MAX_BAR = 40;
/** About how wide a 12 px label is per character, and the room kept between two labels. */
const CHAR_WIDTH = 7;
const LABEL_GAP = 6;

/** Vertical bars, one colour per bar, on a scale of round figures with dashed gridlines. */
export function BarChartView({
  data,
  format,
  formatAxis,
  valueLabel,
}: {
  data: ChartDatum[];
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  /** What a bar's figure is, in the tooltip ('Salary'). */
  valueLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [hover, setHover] = useState<Hover | null>(null);
  const ticks = niceTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(width - AXIS_WIDTH - 8, 0);
  const plotHeight = CHART_HEIGHT - TOP - BOTTOM;
  const band = data.length ? plotWidth / data.length : 0;
  const barWidth = Math.min(MAX_BAR, band * 0.8);
  const every = labelStep(band, Math.max(0, ...data.map((datum) => datum.name.length)) * CHAR_WIDTH + LABEL_GAP);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const hovered = hover ? data[hover.index] : undefined;
  return (
    <div ref={box} className="relative" style={{ height: CHART_HEIGHT }} aria-hidden>
      {width > 0 ? (
        <svg width={width} height={CHART_HEIGHT} onPointerLeave={() => setHover(null)} focusable="false">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={AXIS_WIDTH}
                x2={AXIS_WIDTH + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={0.15}
                strokeDasharray="3 3"
              />
              <text x={AXIS_WIDTH - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
                {formatAxis(tick)}
              </text>
            </g>
          ))}
          {data.map((datum, index) => {
            const x = AXIS_WIDTH + index * band;
            const bar = barPath(x + (band - barWidth) / 2, y(datum.value), barWidth, y(0) - y(datum.value), 6);
            return (
              <g key={datum.name} onPointerMove={(event) => setHover(hoverAt(event, box.current, index))}>
                {/* The whole band answers the pointer, as a cursor, not only the bar. */}
                <rect
                  x={x}
                  y={TOP}
                  width={band}
                  height={plotHeight}
                  fill="currentColor"
                  fillOpacity={hover?.index === index ? 0.06 : 0}
                />
                {bar ? <path d={bar} fill={datum.fill} /> : null}
                {index % every === 0 ? (
                  <text
                    x={x + band / 2}
                    y={CHART_HEIGHT - BOTTOM + 16}
                    textAnchor="middle"
                    fontSize={12}
                    fill="currentColor"
                  >
                    {datum.name}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : null}
      {hover && hovered ? (
        <Tooltip hover={hover} width={width}>
          <TooltipText name={hovered.name} label={valueLabel} value={format(hovered.value)} />
        </Tooltip>
      ) : null}
    </div>
  );
}
