// @vitest-environment node
import { describe, expect, it } from "vitest";
import { frontmatterText, readFrontmatterFile, setBodyText } from "./frontmatter-file.ts";
import { setValue } from "./yaml-edit.ts";

describe("frontmatter files edited by the Studio", () => {
  it("keeps the blank lines the artist left after each --- when a field and the text change", () => {
    const file = readFrontmatterFile(
      "---\n\nportrait: about/portrait.jpg # the photo from the studio\nalt: A portrait\n---\n\nI draw.\n",
    );
    setValue(file.doc, ["alt"], "A portrait in the studio");
    setBodyText(file, "I draw and paint.");
    expect(frontmatterText(file)).toBe(
      "---\n\nportrait: about/portrait.jpg # the photo from the studio\nalt: A portrait in the studio\n---\n\nI draw and paint.\n",
    );
  });

  it("writes a file without blank lines as it was laid out", () => {
    const file = readFrontmatterFile("---\nalt: A portrait\n---\nI draw.\n");
    setBodyText(file, "I paint.");
    expect(frontmatterText(file)).toBe("---\nalt: A portrait\n---\nI paint.\n");
  });

  it("keeps Windows line endings", () => {
    const file = readFrontmatterFile("---\r\n\r\nalt: A portrait\r\n---\r\n\r\nI draw.\r\n");
    setBodyText(file, "I paint.");
    expect(frontmatterText(file)).toBe("---\r\n\r\nalt: A portrait\r\n---\r\n\r\nI paint.\r\n");
  });
});
