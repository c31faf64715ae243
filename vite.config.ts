import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./scripts/chunk-groups.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    // React, the shell every page loads, the public site's common parts and the icons in a few chunks, not one per
    // combination of pages (decisions 020 and 024)
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
