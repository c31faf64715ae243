/** Money is an exact decimal string (numeric in SQL), never a float (house style, spec 2 §3). */
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
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount as `${number}`);
  } catch {
    return `${currency} ${amount}`;
  }
}
