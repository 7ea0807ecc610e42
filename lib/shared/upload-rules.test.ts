import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_BYTES, resolveContentType, uploadProblem } from "./upload-rules";

describe("upload rules", () => {
  it("accepts PDFs and scans, by type or by extension", () => {
    expect(uploadProblem({ name: "AN 123.pdf", size: 1000, type: "application/pdf" })).toBeNull();
    expect(resolveContentType({ name: "scan.TIFF", type: "" })).toBe("image/tiff");
  });

  it("refuses other types, empty files and files over the limit, saying why", () => {
    expect(
      uploadProblem({
        name: "notes.docx",
        size: 10,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
    ).toMatch(/only PDF, PNG, JPEG and TIFF/);
    expect(uploadProblem({ name: "empty.pdf", size: 0, type: "application/pdf" })).toBe("empty.pdf is empty.");
    expect(uploadProblem({ name: "huge.pdf", size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" })).toBe(
      "huge.pdf is 40.0 MB; the limit is 40.0 MB.",
    );
    expect(uploadProblem({ name: "max.pdf", size: MAX_UPLOAD_BYTES, type: "application/pdf" })).toBeNull();
  });
});
