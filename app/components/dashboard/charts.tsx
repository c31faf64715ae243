import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type * as React from "react";
import { useId } from "react";
import { numberFormat } from "~/domain/intl";
import { formatMoney } from "~/domain/money";
import { type CurrencySeries, monthLabel } from "~/domain/monthly-invoicing";
import { percentOf } from "~/domain/progress";
import { cn } from "~/lib/utils";

/**
 * The overview's charts (decision 015): plain SVG drawn by visx on the server, no client-only code and
 * no animation. Each chart is a <figure> with its caption, an SVG with role="img" and a text
 * alternative, and the same numbers as a table behind "Show as table". Narrow screens get a second,
 * narrower drawing (CSS picks one; the hidden one is display:none, so assistive technology reads one).
 * Colours are the brand palette of app.css through Tailwind's fill/stroke utilities.
 */

export function ChartFigure({
  title,
  caption,
  table,
  children,
  className,
}: {
  title: string;
  caption?: React.ReactNode;
  table: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) md:p-5",
        className,
      )}
    >
      <figcaption>
        <span className="block font-display text-lg font-semibold text-ink">{title}</span>
        {caption ? <span className="mt-0.5 block text-sm text-ink-muted">{caption}</span> : null}
      </figcaption>
      {children}
      <details className="group text-sm">
        <summary className="cursor-pointer rounded-md font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          Show as table
        </summary>
        <div className="mt-3 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** An SVG drawing with its text alternative (role="img", <title>), scaled to its box. */
export function Drawing({
  width,
  height,
  label,
  className,
  children,
}: {
  width: number;
  height: number;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${height}`}
      className={cn("h-auto w-full overflow-visible", className)}
    >
      <title id={titleId}>{label}</title>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of shapes is not focusable; the drawing's parts (visx wraps each axis label in an <svg>) stay out of the accessibility tree, the <title> speaks for them */}
      <g aria-hidden="true">{children}</g>
    </svg>
  );
}

export const TABLE =
  "w-full border-collapse text-left text-sm tabular-nums [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:font-semibold [&_th]:text-ink-muted";

export function Legend({ items }: { items: { label: string; className: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className={cn("size-2.5 rounded-sm", item.className)} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Compact money for an axis: "$12k", "€1.2M". */
/** The look of every axis label. */
export const TICK_LABEL = { className: "fill-ink-muted text-[12px]", fontSize: 12 } as const;

/** The month axis under a monthly chart: every `every`-th month named, counted back from the latest. */
export function MonthAxis({
  top,
  scale,
  months,
  every,
}: {
  top: number;
  scale: Parameters<typeof AxisBottom>[0]["scale"];
  months: string[];
  every: number;
}) {
  return (
    <AxisBottom
      top={top}
      scale={scale}
      tickValues={months.filter((_, i) => (months.length - 1 - i) % every === 0)}
      tickFormat={(m) => monthLabel(String(m), true)}
      hideTicks
      axisLineClassName="stroke-line-strong"
      tickLabelProps={{ ...TICK_LABEL, textAnchor: "middle" }}
    />
  );
}

export function axisMoney(value: number, currency: string) {
  try {
    return numberFormat({ style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(value);
  }
}

function MonthlyBars({ series, width, every }: { series: CurrencySeries; width: number; every: number }) {
  const height = every > 1 ? 200 : 220;
  const margin = { top: 8, right: 4, bottom: 26, left: 48 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const points = series.points.map((p) => ({ ...p, invoicedN: Number(p.invoiced), paidN: Number(p.paid) }));
  const max = Math.max(1, ...points.map((p) => Math.max(p.invoicedN, p.paidN)));
  const x = scaleBand({ domain: points.map((p) => p.month), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand({ domain: ["invoiced", "paid"], range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const label = `Invoiced and paid per month in ${series.currency}, last 12 months: ${formatMoney(series.invoicedTotal, series.currency)} invoiced, ${formatMoney(series.paidTotal, series.currency)} of it paid.`;
  return (
    <Drawing width={width} height={height} label={label} className={every > 1 ? "sm:hidden" : "hidden sm:block"}>
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((t) => (
          <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-line" />
        ))}
        {points.map((p) => (
          <Group key={p.month} left={x(p.month) ?? 0}>
            <Bar
              x={inner("invoiced") ?? 0}
              y={y(p.invoicedN)}
              width={inner.bandwidth()}
              height={innerHeight - y(p.invoicedN)}
              rx={2}
              className="fill-brand-600"
            />
            <Bar
              x={inner("paid") ?? 0}
              y={y(p.paidN)}
              width={inner.bandwidth()}
              height={innerHeight - y(p.paidN)}
              rx={2}
              className="fill-accent-500"
            />
          </Group>
        ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          hideAxisLine
          hideTicks
          tickFormat={(v) => axisMoney(Number(v), series.currency)}
          tickLabelProps={{ ...TICK_LABEL, textAnchor: "end", dx: -4, dy: "0.33em" }}
        />
        <MonthAxis top={innerHeight} scale={x} months={points.map((p) => p.month)} every={every} />
      </Group>
    </Drawing>
  );
}

/** (a) Invoiced vs paid per month over the last 12 months, one chart per currency (never added together). */
export function InvoicingChart({ series }: { series: CurrencySeries[] }) {
  return (
    <>
      {series.map((s) => (
        <ChartFigure
          key={s.currency}
          title={`Invoiced vs paid, ${s.currency}`}
          caption={`Last 12 months, by invoice date: ${formatMoney(s.invoicedTotal, s.currency)} invoiced, ${formatMoney(s.paidTotal, s.currency)} of it paid.`}
          table={
            <table className={TABLE}>
              <caption className="sr-only">Invoiced and paid per month in {s.currency}</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col" className="text-right">
                    Invoiced
                  </th>
                  <th scope="col" className="text-right">
                    Paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.points.map((p) => (
                  <tr key={p.month}>
                    <th scope="row" className="font-normal! text-ink!">
                      {p.label}
                    </th>
                    <td className="text-right">{formatMoney(p.invoiced, s.currency)}</td>
                    <td className="text-right">{formatMoney(p.paid, s.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <Legend
            items={[
              { label: "Invoiced", className: "bg-brand-600" },
              { label: "Paid", className: "bg-accent-500" },
            ]}
          />
          <MonthlyBars series={s} width={480} every={1} />
          <MonthlyBars series={s} width={320} every={3} />
        </ChartFigure>
      ))}
    </>
  );
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Rows of labelled horizontal bars: the label above its bar, the value at its end, so a long
 * name never squeezes the bar (readable at 375 px). `share` is 0…1 of the track.
 */
function HorizontalBars({
  rows,
  label,
  width,
  maxChars,
  className,
}: {
  rows: { key: string; name: string; share: number; value: string; tone?: "brand" | "success" }[];
  label: string;
  width: number;
  maxChars: number;
  className?: string;
}) {
  const rowHeight = 44;
  const valueWidth = 96;
  const track = width - valueWidth;
  const x = scaleLinear({ domain: [0, 1], range: [0, track], clamp: true });
  return (
    <Drawing width={width} height={rows.length * rowHeight} label={label} className={className}>
      {rows.map((row, i) => (
        <Group key={row.key} top={i * rowHeight}>
          <text x={0} y={14} className="fill-ink text-[13px]" fontSize={13}>
            {clip(row.name, maxChars)}
          </text>
          <Bar x={0} y={22} width={track} height={12} rx={6} className="fill-surface-sunken stroke-line" />
          <Bar
            x={0}
            y={22}
            width={Math.max(row.share > 0 ? 12 : 0, x(row.share))}
            height={12}
            rx={6}
            className={row.tone === "success" ? "fill-success-600" : "fill-brand-600"}
          />
          <text x={track + 8} y={32} className="fill-ink-muted text-[12px]" fontSize={12}>
            {row.value}
          </text>
        </Group>
      ))}
    </Drawing>
  );
}

/** (b) Open tickets per client project (its tickets and its sprints' tasks), the most first. */
export function OpenTicketsChart({ rows }: { rows: { projectId: string; title: string; open: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.open));
  const bars = rows.map((r) => ({
    key: r.projectId,
    name: r.title,
    share: r.open / max,
    value: `${r.open} open`,
  }));
  const label =
    rows.length === 0
      ? "No open tickets."
      : `Open tickets per client project: ${rows.map((r) => `${r.title} ${r.open}`).join(", ")}.`;
  return (
    <ChartFigure
      title="Open tickets per project"
      caption={
        rows.length
          ? `The ${rows.length === 1 ? "project" : `${rows.length} projects`} with the most tickets not completed.`
          : null
      }
      table={
        <table className={TABLE}>
          <caption className="sr-only">Open tickets per client project</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col" className="text-right">
                Open tickets
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.projectId}>
                <th scope="row" className="font-normal! text-ink!">
                  {r.title}
                </th>
                <td className="text-right">{r.open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">No open tickets.</p>
      ) : (
        <>
          <HorizontalBars rows={bars} label={label} width={400} maxChars={46} className="hidden sm:block" />
          <HorizontalBars rows={bars} label={label} width={300} maxChars={34} className="sm:hidden" />
        </>
      )}
    </ChartFigure>
  );
}

type SprintProgressRow = {
  id: string;
  title: string;
  sprintOrder: number;
  status: string;
  projectTitle: string;
  done: number;
  total: number;
};

/** (c) The share of tickets done in each active sprint. */
export function SprintProgressChart({ rows }: { rows: SprintProgressRow[] }) {
  const name = (r: SprintProgressRow) => `${r.title} · ${r.projectTitle}`;
  const bars = rows.map((r) => {
    const percent = percentOf(r.done, r.total);
    return {
      key: r.id,
      name: name(r),
      share: r.total ? r.done / r.total : 0,
      value: r.total ? `${r.done}/${r.total} · ${percent}%` : "No tickets",
      tone: percent === 100 ? ("success" as const) : ("brand" as const),
    };
  });
  const label =
    rows.length === 0
      ? "No active sprints."
      : `Tickets done in the active sprints: ${rows.map((r) => `${name(r)}, ${r.done} of ${r.total}`).join("; ")}.`;
  return (
    <ChartFigure
      title="Sprint progress"
      caption={rows.length ? "Tickets done in the sprints In Progress or In Review." : null}
      table={
        <table className={TABLE}>
          <caption className="sr-only">Tickets done per active sprint</caption>
          <thead>
            <tr>
              <th scope="col">Sprint</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-right">
                Done
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="font-normal! text-ink!">
                  {name(r)}
                </th>
                <td>{r.status}</td>
                <td className="text-right">
                  {r.done} of {r.total} ({percentOf(r.done, r.total)}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">No sprint is in progress or in review.</p>
      ) : (
        <>
          <HorizontalBars rows={bars} label={label} width={400} maxChars={46} className="hidden sm:block" />
          <HorizontalBars rows={bars} label={label} width={300} maxChars={34} className="sm:hidden" />
        </>
      )}
    </ChartFigure>
  );
}
