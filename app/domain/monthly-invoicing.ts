import { sumAmounts } from "./money";

/**
 * Invoiced vs paid per month, for the overview's chart. Pure: `today` is passed in.
 *
 * A month's "invoiced" is the sum of the invoices dated in it (cancelled ones left out); its "paid"
 * is the part of those that is paid by now. Invoices carry no payment date, so "paid" is counted by
 * invoice month: of what was billed in March, how much has come in. Currencies are never added
 * together (there is no exchange rate): one series per currency.
 */
export type MonthlyRow = { month: string; currency: string; invoiced: string; paid: string };
export type MonthPoint = { month: string; label: string; invoiced: string; paid: string };
export type CurrencySeries = { currency: string; points: MonthPoint[]; invoicedTotal: string; paidTotal: string };

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The `count` months ending with today's month, oldest first, as `YYYY-MM` (UTC). */
export function lastMonths(today: Date, count = 12) {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** The first day of the window and the first day after it, as ISO dates (for `>=` and `<` in SQL). */
export function monthWindow(today: Date, count = 12) {
  const months = lastMonths(today, count);
  const [y, m] = months[months.length - 1]!.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from: `${months[0]}-01`, until: next };
}

/** "2026-03" as "Mar 2026" (the table) or "Mar" (the axis; January also shows its year, "Jan 26"). */
export function monthLabel(month: string, short = false) {
  const [y = "", m = "1"] = month.split("-");
  const name = MONTH_NAMES[Number(m) - 1] ?? m;
  if (!short) return `${name} ${y}`;
  return m === "01" ? `${name} ${y.slice(2)}` : name;
}

/**
 * One series per currency that has any invoice in the window, each with every month of the window
 * (a month without invoices is zero), currencies in the order of the most invoiced first.
 */
export function monthlySeries(rows: readonly MonthlyRow[], today: Date, count = 12): CurrencySeries[] {
  const months = lastMonths(today, count);
  const inWindow = new Set(months);
  const currencies = [...new Set(rows.filter((r) => inWindow.has(r.month)).map((r) => r.currency))];
  const series = currencies.map((currency) => {
    const points = months.map((month) => {
      const here = rows.filter((r) => r.currency === currency && r.month === month);
      return {
        month,
        label: monthLabel(month),
        invoiced: sumAmounts(here.map((r) => r.invoiced)),
        paid: sumAmounts(here.map((r) => r.paid)),
      };
    });
    return {
      currency,
      points,
      invoicedTotal: sumAmounts(points.map((p) => p.invoiced)),
      paidTotal: sumAmounts(points.map((p) => p.paid)),
    };
  });
  return series.sort(
    (a, b) => Number(b.invoicedTotal) - Number(a.invoicedTotal) || a.currency.localeCompare(b.currency),
  );
}
