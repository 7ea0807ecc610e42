import "server-only";

import sanitizeHtml from "sanitize-html";

import { EMAIL_BODY_POLICY } from "@/lib/shared/email-body-policy";

// Email bodies are untrusted HTML. The browser shows them inside an <iframe sandbox> (no scripts, no
// same-origin, no forms) whose document carries a Content-Security-Policy forbidding every remote load. Here,
// on the server, the HTML is also rebuilt by sanitize-html from an allowlist of passive formatting tags and
// attributes, so even a browser that ignored the sandbox or the policy would get nothing active. The sandbox
// is the guarantee; the allowlist is defence in depth, and it also drops tracking pixels.

const ALLOWED_TAGS = [
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "center",
  "code",
  "col",
  "colgroup",
  "dd",
  "div",
  "dl",
  "dt",
  "em",
  "font",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];
/** Elements whose content is code, a separate document or a control: dropped with everything inside. */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "svg",
  "math",
  "title",
  "head",
  "textarea",
  "select",
  "option",
  "button",
  "xmp",
  "plaintext",
];
const PASSIVE_ATTRIBUTES = [
  "alt",
  "title",
  "colspan",
  "rowspan",
  "align",
  "valign",
  "width",
  "height",
  "border",
  "cellpadding",
  "cellspacing",
  "color",
  "size",
];

/** Browsers ignore control characters and whitespace inside a URL scheme ("java\tscript:"), so compare without them. */
const compact = (value: string): string => value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();

function withoutUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(([key]) => key !== name && key !== "rel" && key !== "target"),
  );
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { "*": PASSIVE_ATTRIBUTES, a: ["href", "rel", "target"], img: ["src"] },
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: "discard",
  // Links may leave the frame (a new tab), images may only be inline data: nothing remote is ever loaded.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ["http", "https", "mailto"], img: ["data"] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs["href"]?.trim() ?? "";
      const safe = /^(https?:|mailto:|#)/.test(compact(href));
      return {
        tagName,
        attribs: {
          ...(safe ? { href } : {}),
          ...withoutUrl(attribs, "href"),
          rel: "noopener noreferrer",
          target: "_blank",
        },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs["src"]?.trim() ?? "";
      return {
        tagName,
        attribs: { ...(compact(src).startsWith("data:image/") ? { src } : {}), ...withoutUrl(attribs, "src") },
      };
    },
  },
};

/** Untrusted HTML rebuilt from allowed tags and attributes only. */
export function stripActiveContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A complete document for the iframe's srcdoc: the policy first, then the rebuilt body. */
export function inertEmailDocument(html: string): string {
  return [
    "<!doctype html><html><head>",
    `<meta http-equiv="Content-Security-Policy" content="${EMAIL_BODY_POLICY}">`,
    '<meta name="referrer" content="no-referrer">',
    "<style>body{font:14px/1.5 system-ui,sans-serif;margin:16px;color:#111;background:#fff;overflow-wrap:anywhere}img{max-width:100%}</style>",
    "</head><body>",
    stripActiveContent(html),
    "</body></html>",
  ].join("");
}
