import { describe, expect, it } from "vitest";

import { inertEmailDocument, stripActiveContent } from "./inert-email-html";

describe("inert email HTML", () => {
  it("removes scripts with their content, including split and nested attempts", () => {
    expect(stripActiveContent("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>");
    expect(stripActiveContent('<SCRIPT src="https://evil.test/x.js"></SCRIPT>ok')).toBe("ok");
    const nested = stripActiveContent("<scr<script>x</script>ipt>alert(1)</script>");
    expect(nested).not.toMatch(/<script/i);
    expect(nested).not.toMatch(/<scr/i);
  });

  it("removes event handlers in every quoting style", () => {
    const out = stripActiveContent(
      `<img src="data:image/png;base64,AA" onerror="alert(1)"><a href="https://x.test" onclick='x()' onmouseover=y()>a</a>`,
    );
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain('<img src="data:image/png;base64,AA" />');
    expect(out).toContain('<a href="https://x.test" rel="noopener noreferrer" target="_blank">a</a>');
  });

  it("removes script links and every remote load", () => {
    const out = stripActiveContent(
      `<a href="javascript:alert(1)">x</a><a href=" JAVA\tSCRIPT:alert(1)">y</a><img src="https://tracker.test/p.gif"><img src=//cdn.test/a.png><div style="background:url(https://t.test/b.png)">z</div>`,
    );
    expect(out).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a><a rel="noopener noreferrer" target="_blank">y</a><img /><img /><div>z</div>',
    );
  });

  it("drops frames, forms, objects, base, meta refresh and styles with their content", () => {
    const out = stripActiveContent(
      '<iframe src="https://x.test">inner</iframe><form action="/steal"><input name="p"></form><base href="https://x.test/"><meta http-equiv="refresh" content="0;url=https://x.test"><style>body{background:url(https://x.test)}</style>ok',
    );
    expect(out).toBe("ok");
  });

  it("escapes stray angle brackets in text and keeps entities", () => {
    expect(stripActiveContent("a < b &amp; c > d")).toBe("a &lt; b &amp; c &gt; d");
  });

  it("keeps ordinary content and puts a no-remote-loads policy first", () => {
    const doc = inertEmailDocument('<p><b>ETA</b> Monday</p><table border="1"><tr><td colspan="2">x</td></tr></table>');
    expect(doc.indexOf("Content-Security-Policy")).toBeLessThan(doc.indexOf("<body>"));
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('<p><b>ETA</b> Monday</p><table border="1"><tr><td colspan="2">x</td></tr></table>');
  });
});

// The classic filter-evasion list (OWASP XSS cheat sheet): each must come out with nothing active.
describe("inert email HTML against classic XSS vectors", () => {
  const active =
    /<(script|svg|style|meta|base|form|iframe|object|embed|input|button|link)\b|\son[a-z]+\s*=|javascript:|expression\s*\(|url\s*\(/i;
  const cases: Array<[string, string, string]> = [
    ["svg onload", "<svg onload=alert(1)><circle r=5 /></svg>after", "after"],
    [
      "svg inside markup",
      '<p>x<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">y</a></svg></p>',
      "<p>x</p>",
    ],
    ["img onerror without quotes", "<img src=x onerror=alert(1)>", "<img />"],
    ["img onerror with backticks", "<IMG SRC=`javascript:alert(1)` ONERROR=`alert(2)`>", "<img />"],
    [
      "tab-split javascript: in an entity",
      '<a href="jav&#x09;ascript:alert(1)">go</a>',
      '<a rel="noopener noreferrer" target="_blank">go</a>',
    ],
    [
      "newline- and entity-encoded javascript:",
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">go</a><a href="java\nscript:alert(1)">x</a>',
      '<a rel="noopener noreferrer" target="_blank">go</a><a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      "data: HTML link",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      "style with expression()",
      '<style>p{width:expression(alert(1))}</style><p style="width:expression(alert(1))">t</p>',
      "<p>t</p>",
    ],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">t', "t"],
    [
      "base href",
      '<base href="javascript:alert(1)//"><a href="#top">t</a>',
      '<a href="#top" rel="noopener noreferrer" target="_blank">t</a>',
    ],
    [
      "form action",
      '<form action="https://evil.test/steal" method="post"><input name="pw"><button formaction="javascript:alert(1)">Send</button></form>t',
      "t",
    ],
    ["body onload", '<body onload="alert(1)"><div onmouseover="alert(2)">t</div></body>', "<div>t</div>"],
    [
      "object and embed",
      '<object data="javascript:alert(1)"></object><embed src="data:text/html,<script>alert(1)</script>">t',
      "t",
    ],
    ["comment-split tag", "<!--<img src=x onerror=alert(1)>-->t", "t"],
    ["conditional comment", "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->t", "t"],
    ["link stylesheet", '<link rel="stylesheet" href="https://evil.test/x.css">t', "t"],
  ];

  it.each(cases)("%s", (_name, input, expected) => {
    const out = stripActiveContent(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(active);
  });

  it("keeps inline images, the only images allowed before", () => {
    expect(stripActiveContent('<img src="data:image/gif;base64,R0lGOD" alt="logo" width="10">')).toBe(
      '<img src="data:image/gif;base64,R0lGOD" alt="logo" width="10" />',
    );
  });
});
