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
  // The simulator is a separate program; simulator/config.ts is its one environment reader.
  { files: ["lib/env.mjs", "simulator/config.ts"], rules: { "no-restricted-properties": "off" } },
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
