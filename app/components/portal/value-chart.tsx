import { AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import { axisMoney, ChartFigure, Drawing, Legend, MonthAxis, TICK_LABEL } from "~/components/dashboard/charts";
import { plural } from "~/domain/format";
import { formatMoney } from "~/domain/money";
import type { ValueSeries } from "~/domain/timeline";

/** Compact at 375 px: four columns that fit without scrolling sideways. */
const TABLE =
  "w-full border-collapse text-left text-xs tabular-nums whitespace-nowrap sm:text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-1.5 [&_td]:py-1.5 sm:[&_td]:px-2 [&_th]:px-1.5 [&_th]:py-1.5 [&_th]:font-semibold [&_th]:text-ink-muted sm:[&_th]:px-2";

/**
 * The portal overview's value chart (decision 015's approach, its figure and drawing parts): per month,
 * the share of the project's tasks done (a line, right axis, %) against the money invoiced and paid
 * (bars, left axis), all cumulative. Drawn by the server; a narrower drawing for small screens.
 */
export function ValueChart({ series }: { series: ValueSeries }) {
  const last = series.points[series.points.length - 1];
  const currency = series.currency;
  const money = (amount: string) => (currency ? formatMoney(amount, currency) : amount);
  const summary = last
    ? `${last.progress}% of ${plural(series.totalTasks, "task")} done; ${currency ? `${money(last.invoiced)} invoiced, ${money(last.paid)} paid` : "nothing invoiced yet"}.`
    : "No data yet.";
  const others = series.otherCurrencies.length
    ? ` Invoices in ${series.otherCurrencies.join(", ")} are in the Invoices tab (currencies are never added together).`
    : "";
  const label = `Value delivered and billed per month, cumulative: ${series.points
    .map(
      (p) =>
        `${p.label}: ${p.progress}% done${currency ? `, ${money(p.invoiced)} invoiced, ${money(p.paid)} paid` : ""}`,
    )
    .join("; ")}.`;
  return (
    <ChartFigure
      title="Value Delivered and Billed"
      caption={`Month by month since the project started: ${summary}${currency ? ` Amounts in ${currency}, by invoice date and payment date.` : ""}${others}`}
      table={
        <table className={TABLE}>
          <caption className="sr-only">Tasks done and money invoiced and paid per month, cumulative</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="text-right whitespace-normal">
                Tasks Done
              </th>
              {currency ? (
                <>
                  <th scope="col" className="text-right">
                    Invoiced
                  </th>
                  <th scope="col" className="text-right">
                    Paid
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {series.points.map((p) => (
              <tr key={p.month}>
                <th scope="row" className="font-normal! text-ink!">
                  {p.label}
                </th>
                <td className="text-right whitespace-normal">
                  {p.progress}%{" "}
                  <span className="inline-block">
                    ({p.done}/{series.totalTasks})
                  </span>
                </td>
                {currency ? (
                  <>
                    <td className="text-right">{money(p.invoiced)}</td>
                    <td className="text-right">{money(p.paid)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <Legend
        items={[
          { label: "Tasks done (%)", className: "bg-success-600" },
          ...(currency
            ? [
                { label: `Invoiced (${currency})`, className: "bg-brand-600" },
                { label: `Paid (${currency})`, className: "bg-accent-500" },
              ]
            : []),
        ]}
      />
      <Bars series={series} label={label} width={880} height={260} every={1} className="hidden sm:block" />
      <Bars
        series={series}
        label={label}
        width={320}
        height={200}
        every={series.points.length > 6 ? 3 : 1}
        className="sm:hidden"
      />
    </ChartFigure>
  );
}

function Bars({
  series,
  label,
  width,
  height,
  every,
  className,
}: {
  series: ValueSeries;
  label: string;
  width: number;
  height: number;
  every: number;
  className: string;
}) {
  const margin = { top: 10, right: 40, bottom: 26, left: 52 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const points = series.points.map((p) => ({ ...p, invoicedN: Number(p.invoiced), paidN: Number(p.paid) }));
  const max = Math.max(1, ...points.map((p) => Math.max(p.invoicedN, p.paidN)));
  const x = scaleBand({ domain: points.map((p) => p.month), range: [0, innerWidth], padding: 0.3 });
  const inner = scaleBand({ domain: ["invoiced", "paid"], range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const pct = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] });
  // a short project has few months: bars keep a readable width instead of filling the band
  const barWidth = Math.min(inner.bandwidth(), 36);
  const barOffset = (inner.bandwidth() - barWidth) / 2;
  const centre = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  const currency = series.currency;
  return (
    <Drawing width={width} height={height} label={label} className={className}>
      <Group left={margin.left} top={margin.top}>
        {pct.ticks(4).map((t) => (
          <line key={t} x1={0} x2={innerWidth} y1={pct(t)} y2={pct(t)} className="stroke-line" />
        ))}
        {currency
          ? points.map((p) => (
              <Group key={p.month} left={x(p.month) ?? 0}>
                <Bar
                  x={(inner("invoiced") ?? 0) + barOffset}
                  y={y(p.invoicedN)}
                  width={barWidth}
                  height={innerHeight - y(p.invoicedN)}
                  rx={2}
                  className="fill-brand-600"
                />
                <Bar
                  x={(inner("paid") ?? 0) + barOffset}
                  y={y(p.paidN)}
                  width={barWidth}
                  height={innerHeight - y(p.paidN)}
                  rx={2}
                  className="fill-accent-500"
                />
              </Group>
            ))
          : null}
        <LinePath
          data={points}
          x={(p) => centre(p.month)}
          y={(p) => pct(p.progress)}
          className="fill-none stroke-success-600"
          strokeWidth={2.5}
        />
        {points.map((p) => (
          <circle
            key={p.month}
            cx={centre(p.month)}
            cy={pct(p.progress)}
            r={4}
            className="fill-white stroke-success-600"
            strokeWidth={2}
          />
        ))}
        {currency ? (
          <AxisLeft
            scale={y}
            numTicks={4}
            hideAxisLine
            hideTicks
            tickFormat={(v) => axisMoney(Number(v), currency)}
            tickLabelProps={{ ...TICK_LABEL, textAnchor: "end", dx: -4, dy: "0.33em" }}
          />
        ) : null}
        <AxisRight
          left={innerWidth}
          scale={pct}
          numTicks={4}
          hideAxisLine
          hideTicks
          tickFormat={(v) => `${Number(v)}%`}
          tickLabelProps={{ ...TICK_LABEL, textAnchor: "start", dx: 4, dy: "0.33em" }}
        />
        <MonthAxis top={innerHeight} scale={x} months={points.map((p) => p.month)} every={every} />
      </Group>
    </Drawing>
  );
}
