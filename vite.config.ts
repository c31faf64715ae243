import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./scripts/chunk-groups.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    // React in one chunk, the icons in two (public and signed-in), not one per combination of pages (decision 020)
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
