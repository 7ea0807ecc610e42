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
    const out = stripActiveContent(`<img src="data:image/png;base64,AA" onerror="alert(1)"><a href="https://x.test" onclick='x()' onmouseover=y()>a</a>`);
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain('<img src="data:image/png;base64,AA">');
    expect(out).toContain('<a href="https://x.test" rel="noopener noreferrer" target="_blank">a</a>');
  });

  it("removes script links and every remote load", () => {
    const out = stripActiveContent(
      `<a href="javascript:alert(1)">x</a><a href=" JAVA\tSCRIPT:alert(1)">y</a><img src="https://tracker.test/p.gif"><img src=//cdn.test/a.png><div style="background:url(https://t.test/b.png)">z</div>`,
    );
    expect(out).toBe('<a rel="noopener noreferrer" target="_blank">x</a><a rel="noopener noreferrer" target="_blank">y</a><img><img><div>z</div>');
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
