/**
 * `npm run dev`: the same server with Vite's dev middleware and hot reload. Run with
 * `--conditions=development` (the npm script does), so server.ts and the app Vite loads share React
 * Router's development build, and with it one RouterContextProvider class.
 */
process.env.NODE_ENV = "development";
await import("../server.ts");

export {};
