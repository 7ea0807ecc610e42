import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const NO_SERVER = {
  group: ["@/lib/server", "@/lib/server/**", "**/lib/server", "**/lib/server/**"],
  message: "Client and isomorphic code must not import lib/server: move the type to lib/shared/<resource>-api.ts.",
};
const NO_UI = {
  group: ["@/components", "@/components/**", "@/app/**"],
  message: "lib/ must not import components or app: move the pure helper into lib/shared.",
};

/** Everything of the dashboard's (its code, tests, scripts, e2e specs and root files), i.e. all but simulator/. */
const PRODUCT = [
  "./app",
  "./components",
  "./e2e",
  "./lib",
  "./prisma",
  "./scripts",
  "./instrumentation-client.ts",
  "./proxy.ts",
  "./next.config.mjs",
  "./playwright.config.ts",
  "./prisma.config.ts",
  "./tailwind.config.ts",
  "./vitest.config.ts",
];
// Words and figures for people come from lib/shared/format (money in each currency's own style, dates and times
// with their zone named), so no toLocale*String and no Intl formatter of one's own anywhere else. The domain's
// two Intl readers compute with it (a zone's calendar fields, a currency's digits) and show nothing; tests and
// the simulator (a separate program) work out their expected values on their own.
const FORMAT_MESSAGE =
  "Format for people with lib/shared/format (money.ts, date.ts, number.ts); CSV values with iso.ts.";
const ONLY_THE_FORMATTER_FORMATS = {
  files: ["**/*.{ts,tsx,mjs,js}"],
  ignores: [
    "lib/shared/format/**",
    "lib/domain/local-date.ts",
    "lib/domain/currency.ts",
    "simulator/**",
    "e2e/**",
    "lib/testing/**",
    "**/*.test.ts",
    "**/*.test.tsx",
  ],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "MemberExpression[property.name=/^toLocale(Date|Time)?String$/]", message: FORMAT_MESSAGE },
      {
        selector: "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat)$/]",
        message: FORMAT_MESSAGE,
      },
    ],
  },
};

/**
 * The layers under lib/, lowest first, and what the code of each may import besides its own files and npm
 * packages: lib/domain (the product's rules) nothing; lib/shared (API contracts, pure helpers both sides use)
 * lib/domain; lib/validations (zod schemas for what arrives at the edge, and reading a URL back into a view)
 * lib/domain and lib/shared. Nothing under lib/ imports app/ or components/. Paths are resolved, so relative,
 * type-only and dynamic imports count; tests are left out (they may also use lib/testing).
 */
const codeOf = (dir) => `./lib/${dir}/**/!(*.test|*.fixture).{ts,tsx}`;
const LAYERS = [
  {
    target: codeOf("domain"),
    from: ".",
    except: ["./lib/domain", "./node_modules"],
    message: "lib/domain imports nothing of ours: take the value as a parameter, or move the rule into lib/domain.",
  },
  {
    target: codeOf("shared"),
    from: ".",
    except: ["./lib/shared", "./lib/domain", "./node_modules"],
    message: "lib/shared imports only lib/domain: move the type or constant it needs into lib/shared or lib/domain.",
  },
  {
    target: codeOf("validations"),
    from: ".",
    except: ["./lib/validations", "./lib/shared", "./lib/domain", "./node_modules"],
    message: "lib/validations imports only lib/domain and lib/shared.",
  },
  {
    target: codeOf("!(testing)"),
    from: ["./app", "./components"],
    message: "lib/ never imports app/ or components/: move the pure helper into lib/shared.",
  },
];
const TS_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts"];
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "simulator/test/**"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".data/**",
      "lib/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts/**",
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Plain <img> for tiny local SVGs; next/image adds nothing there.
      "@next/next/no-img-element": "off",
      // Only lib/env.mjs reads the environment.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Import env from lib/env.mjs instead." },
      ],
    },
  },
  // Browser code and the isomorphic layers read API shapes from lib/shared/*-api.ts, never from the server's
  // modules (type imports included): one definition of each contract, and no server code in a bundle. The layers
  // under lib/ never reach up into React components or routes (tests may, to check a server answer against what
  // a page reads from it).
  {
    files: ["lib/**"],
    ignores: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "lib/**/*.fixture.ts", "lib/testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_UI] }] },
  },
  {
    files: ["components/**", "app/**/_components/**", "app/**/*-form.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER] }] },
  },
  {
    files: ["lib/queries/**", "lib/shared/**", "lib/validations/**", "lib/domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER, NO_UI] }] },
  },
  // One live connection per tab: only the app frame's LiveProvider opens an EventSource; hooks subscribe to it.
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["components/live/live-provider.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "EventSource", message: "Subscribe with useLiveSubscription (components/live/live-provider.tsx)." },
      ],
    },
  },
  // The simulator is a separate program; simulator/config.ts is its one environment reader.
  // Integration workers point DATABASE_URL at their own copy before lib/env.mjs is read.
  {
    files: ["lib/env.mjs", "simulator/config.ts", "lib/testing/integration-worker-env.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  // The simulator stands alone: it imports nothing of the dashboard's (a simulated service sharing the
  // dashboard's rules could not catch a bug in them), and the dashboard's tests, scripts and specs reach it
  // only through simulator/testing.ts (start, stop, HTTP and the /_sim control API). Paths are resolved, so
  // `@/…` and relative imports, type-only and dynamic ones alike, are caught.
  {
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./simulator",
              from: PRODUCT,
              message: "The simulator imports nothing of the dashboard's: write it from ../shared/upstream instead.",
            },
            {
              target: PRODUCT,
              from: "./simulator",
              except: ["./testing.ts"],
              message: "Outside simulator/, import only simulator/testing.ts (start, stop, request, control).",
            },
            {
              // The entry is for tests: the app and its server code never embed a simulator.
              target: ["./app/**", "./components/**", "./lib/!(testing)/**/!(*.test|*.fixture).{ts,tsx}", "./proxy.ts"],
              from: "./simulator",
              message: "The app never embeds the simulator; only tests and scripts start one (simulator/testing.ts).",
            },
            // The layers under lib/ share this rule's one setting (a later block would replace these zones).
            ...LAYERS,
          ],
        },
      ],
    },
  },
  ONLY_THE_FORMATTER_FORMATS,
  // Type-aware rules, with the types of tsconfig.json (the project service): a promise nobody awaits or catches
  // fails silently, and a promise handed to an event handler rejects unhandled.
  {
    files: TS_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  // An `any` spreads unchecked wherever it is returned or passed. Tests are left out: they read response bodies
  // (`await res.json()`) and say what they expect of them.
  {
    files: TS_FILES,
    ignores: TEST_FILES,
    rules: {
      "@typescript-eslint/no-unsafe-argument": "error",
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
      "@typescript-eslint/no-unsafe-return": "error",
    },
  },
  // A condition the types rule out is dead code or a wrong type. Only where types are what the data is: in
  // server loops, scripts and tests a flag another callback sets reads as constant to TypeScript (its narrowing
  // ignores closures), and next-auth's types call `user` always present in `jwt` where it is not.
  {
    files: ["app/**", "components/**", "lib/domain/**", "lib/shared/**", "lib/validations/**", "lib/queries/**"],
    rules: { "@typescript-eslint/no-unnecessary-condition": "error" },
  },
);
