// Runs before first paint so a dark-mode user never sees a light flash. Reads the saved choice
// ("light" | "dark" | "system") and falls back to the operating system's preference.
const SCRIPT = `(function(){try{var t=localStorage.getItem("quayside-theme");var d=t==="dark"||((!t||t==="system")&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;

// The nonce comes from the page's Content-Security-Policy (proxy.ts); without it the policy blocks the script.
// Browsers blank a nonce attribute once parsed, so hydration must not compare it.
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
