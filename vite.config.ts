import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // PUBLIC_* variables are baked into the prerendered pages at build time (see README, "Configuration").
  envPrefix: "PUBLIC_",
  plugins: [tailwindcss(), reactRouter()],
});
