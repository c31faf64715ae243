import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/error-page";
import { useFlashToast } from "./components/form/toast";
import { useNonce } from "./components/nonce";
import { Toaster } from "./components/toast";
import { env } from "./platform/foundation/env.server";
import { requestInfoContext } from "./platform/foundation/request-context.server";
import { readToast } from "./web/toast.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, setCookie } = await readToast(request);
  // the request id reaches every error boundary, which shows it as the reference to quote to support
  const { requestId } = context.get(requestInfoContext);
  return data(
    { toast, baseUrl: env.baseUrl, requestId },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * The root loader also runs when the path changes (not only when the search does), so the request id an error
 * boundary shows is that of the request that loaded the failing screen.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2fc9" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useFlashToast(toast);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
