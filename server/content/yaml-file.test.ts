// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EditRefused } from "./edit-refused.ts";
import { readEditableYaml, yamlText } from "./yaml-file.ts";

describe("a YAML file the Studio changes", () => {
  it("writes a file back byte for byte when nothing changed, comments and line ends kept", () => {
    const text = "# The artist's name\r\nname: Ines Marlow\r\n";
    expect(yamlText(readEditableYaml(text, "content/site.yaml"))).toBe(text);
  });

  it("refuses a file that cannot be read as a conflict naming the file", () => {
    let refused: unknown;
    try {
      readEditableYaml("name: [unclosed\n", "content/site.yaml");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EditRefused);
    expect((refused as EditRefused).status).toBe(409);
    expect((refused as EditRefused).message).toMatch(
      /^content\/site\.yaml cannot be read as YAML \(.+\); fix it by hand first\.$/s,
    );
  });
});
