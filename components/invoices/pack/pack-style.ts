// The dispute pack's own stylesheet (pack-document.tsx): the PDF is rendered from the markup alone, without the
// app's CSS. Black on white, system fonts, tables that break between rows and never inside one.
export const PACK_STYLE = `
@page { margin: 14mm 12mm; }
.pack { font-family: ui-sans-serif, system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #111; background: #fff; font-size: 10.5pt; line-height: 1.4; max-width: 190mm; margin: 0 auto; padding: 8mm 0; }
.pack h1, .pack h2, .pack h3, .pack h4 { font-weight: 700; }
.pack h1 { font-size: 16pt; margin: 2pt 0 8pt; }
.pack h2 { font-size: 12.5pt; margin: 16pt 0 6pt; padding-bottom: 2pt; border-bottom: 1.5pt solid #111; break-after: avoid; }
.pack h3 { font-size: 11.5pt; margin: 12pt 0 4pt; break-after: avoid; }
.pack h4 { font-size: 10.5pt; margin: 8pt 0 3pt; break-after: avoid; }
.pack p, .pack ul { margin: 0 0 6pt; }
.pack ul { padding-left: 16pt; list-style: disc; }
.pack table { width: 100%; border-collapse: collapse; margin: 0 0 8pt; }
.pack th, .pack td { border: 0.75pt solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
.pack thead th { background: #eee; font-size: 9pt; }
.pack thead { display: table-header-group; }
.pack tr { break-inside: avoid; }
.pack .items th { width: 45%; font-weight: normal; background: #f6f6f6; }
.pack .missing { font-weight: bold; color: #8b0000; }
.pack .summary { display: flex; flex-wrap: wrap; gap: 6pt 24pt; margin: 0; }
.pack .summary dt { font-size: 8.5pt; color: #555; }
.pack .summary dd { margin: 0; font-weight: bold; }
.pack .box { break-inside: auto; border-top: 0.75pt solid #bbb; padding-top: 4pt; }
.pack .muted { color: #555; }
.pack .small { font-size: 8.5pt; }
.pack .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 9pt; }
.pack .right { text-align: right; }
.pack .nowrap { white-space: nowrap; }
@media screen { body:has(.pack) { background: #e5e7eb; } .pack { box-shadow: 0 1px 6px rgba(0,0,0,.15); padding: 12mm 14mm; margin: 12px auto; } }
@media print { html, body { background: #fff !important; } .no-print { display: none !important; } .pack { max-width: none; padding: 0; } }
`;
