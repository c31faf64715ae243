import { numberFormat } from "./intl";

/** Money is an exact decimal string (numeric in SQL), never a float. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** "1250" or "1250.5" as the canonical two-decimal string "1250.00" / "1250.50". */
export function normalizeAmount(input: string) {
  const value = input.trim();
  if (!AMOUNT_PATTERN.test(value)) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return `${whole.replace(/^0+(?=\d)/, "")}.${fraction.padEnd(2, "0")}`;
}

/** Formats the decimal string itself (Intl formats string numerics exactly), e.g. "$18,400.50". */
export function formatMoney(amount: string, currency: string) {
  try {
    return numberFormat({ style: "currency", currency }).format(amount as `${number}`);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** Exact sum of decimal strings (in integer cents), e.g. for an outstanding total. */
export function sumAmounts(amounts: readonly string[]) {
  let cents = 0n;
  for (const amount of amounts) {
    const value = normalizeAmount(amount);
    if (!value) continue;
    const [whole = "0", fraction = "00"] = value.split(".");
    cents += BigInt(whole) * 100n + BigInt(fraction);
  }
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
}
