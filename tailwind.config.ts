import type { Config } from "tailwindcss";

// Design tokens. Colours are CSS variables (defined per theme in app/globals.css) so one class works in
// light and dark mode. Urgency colours follow the board buckets in notes/product.md.
const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        canvas: token("canvas"),
        surface: token("surface"),
        "surface-muted": token("surface-muted"),
        border: token("border"),
        ink: token("ink"),
        muted: token("muted"),
        accent: token("accent"),
        "accent-ink": token("accent-ink"),
        danger: token("danger"),
        warning: token("warning"),
        success: token("success"),
        urgency: {
          past: token("urgency-past"),
          today: token("urgency-today"),
          tomorrow: token("urgency-tomorrow"),
          blocked: token("urgency-blocked"),
          ready: token("urgency-ready"),
          rail: token("urgency-rail"),
          unavailable: token("urgency-unavailable"),
          arriving: token("urgency-arriving"),
          return: token("urgency-return"),
          stale: token("urgency-stale"),
        },
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
      borderRadius: { card: "0.625rem" },
    },
  },
} satisfies Config;
