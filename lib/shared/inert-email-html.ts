// Email bodies are untrusted HTML. They are shown inside an <iframe sandbox> (no scripts, no same-origin, no
// forms) whose document carries a Content-Security-Policy forbidding every remote load. The HTML itself is
// also rebuilt from an allowlist (tags and attributes known to be passive), so even a browser that ignored
// the sandbox or the policy would get nothing active. The sandbox is the guarantee; the allowlist is defence
// in depth, and it also drops tracking pixels.

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

const ALLOWED_TAGS = new Set([
  "a", "abbr", "b", "blockquote", "br", "caption", "center", "code", "col", "colgroup", "dd", "div", "dl", "dt", "em",
  "font", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "span", "strong",
  "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u", "ul",
]);
const VOID_TAGS = new Set(["br", "hr", "img", "col"]);
/** Elements whose content is code or a separate document: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "template", "svg", "math", "title", "head", "textarea", "select", "button"]);
const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "title", "colspan", "rowspan", "align", "valign", "width", "height", "border", "cellpadding", "cellspacing", "color", "size"]);

function escapeText(text: string): string {
  return text.replace(/&(?!(#\d+|#x[\da-f]+|[a-z]+);)/gi, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function safeAttribute(tag: string, name: string, rawValue: string): string | null {
  if (!ALLOWED_ATTRIBUTES.has(name)) return null;
  // Browsers ignore control characters and whitespace inside a URL scheme ("java\tscript:").
  const value = rawValue.replace(/[\u0000-\u0020\u007f]+/g, (match, offset: number) => (offset === 0 ? "" : match)).trim();
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
  if (name === "href") return tag === "a" && /^(https?:|mailto:|#)/.test(compact) ? value : null;
  if (name === "src") return tag === "img" && compact.startsWith("data:image/") ? value : null;
  return value;
}

const ATTRIBUTE = /([^\s"'>\/=]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function rebuildTag(source: string): { html: string; name: string; closing: boolean } | null {
  const match = /^<\s*(\/)?\s*([a-zA-Z][a-zA-Z0-9-]*)([\s\S]*?)\/?\s*>$/.exec(source);
  if (!match) return null;
  const closing = match[1] === "/";
  const name = (match[2] ?? "").toLowerCase();
  if (!ALLOWED_TAGS.has(name)) return { html: "", name, closing };
  if (closing) return { html: VOID_TAGS.has(name) ? "" : `</${name}>`, name, closing };
  const attributes: string[] = [];
  for (const attribute of (match[3] ?? "").matchAll(ATTRIBUTE)) {
    const attrName = (attribute[1] ?? "").toLowerCase();
    const value = safeAttribute(name, attrName, attribute[3] ?? attribute[4] ?? attribute[5] ?? "");
    if (value !== null) attributes.push(` ${attrName}="${escapeAttribute(value)}"`);
  }
  if (name === "a") attributes.push(' rel="noopener noreferrer" target="_blank"');
  return { html: `<${name}${attributes.join("")}>`, name, closing };
}

/** Rebuilds untrusted HTML from allowed tags and attributes only. */
export function stripActiveContent(html: string): string {
  const out: string[] = [];
  const tokens = html.match(/<!--[\s\S]*?(-->|$)|<![\s\S]*?>|<\?[\s\S]*?>|<\/?[a-zA-Z][^>]*>|[^<]+|</g) ?? [];
  let dropping: string | null = null;
  for (const token of tokens) {
    if (token.startsWith("<!") || token.startsWith("<?")) continue; // comments, doctypes, conditional comments
    if (!token.startsWith("<") || token === "<") {
      if (dropping === null) out.push(escapeText(token));
      continue;
    }
    const tag = rebuildTag(token);
    if (!tag) continue;
    if (dropping !== null) {
      if (tag.closing && tag.name === dropping) dropping = null;
      continue;
    }
    if (!tag.closing && DROP_WITH_CONTENT.has(tag.name)) {
      if (!/\/\s*>$/.test(token)) dropping = tag.name;
      continue;
    }
    out.push(tag.html);
  }
  return out.join("");
}

/** A complete document for an iframe's srcdoc: the policy first, then the rebuilt body. */
export function inertEmailDocument(html: string): string {
  return [
    "<!doctype html><html><head>",
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<meta name="referrer" content="no-referrer">',
    "<style>body{font:14px/1.5 system-ui,sans-serif;margin:16px;color:#111;background:#fff;overflow-wrap:anywhere}img{max-width:100%}</style>",
    "</head><body>",
    stripActiveContent(html),
    "</body></html>",
  ].join("");
}

/** The sandbox for email iframes: an empty token list allows nothing (no scripts, no same-origin, no forms). */
export const EMAIL_IFRAME_SANDBOX = "";
