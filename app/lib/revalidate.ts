import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * `shouldRevalidate` for a screen whose address also holds what is only a view of the same data (its tab,
 * an open dialog): moving between such addresses keeps the data already on the page. Anything else
 * (another path, other parameters, a submission, a retry of the same address) reads it again.
 */
export function keepDataAcross(...viewParams: string[]) {
  const dataPart = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of viewParams) params.delete(name);
    return `${url.pathname}?${params}`;
  };
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
    if (currentUrl.href !== nextUrl.href && dataPart(currentUrl) === dataPart(nextUrl)) return false;
    return defaultShouldRevalidate;
  };
}
