import { readFile } from "node:fs/promises";
import { minify, transformWithOxc } from "vite";

/**
 * A TypeScript module holding one exported function, compiled and minified as the pages inline
 * it, so the inlined code is the code the type checker and the linter saw. The function is left
 * declared, not exported: the page's own script calls it by name.
 */
export async function compileInlineFunction(sourceFile: string, name: string): Promise<string> {
  const source = await readFile(sourceFile, "utf8");
  const { code } = await transformWithOxc(source, sourceFile, { lang: "ts" });
  const minified = await minify(sourceFile.replace(/\.ts$/, ".js"), code, {
    module: true,
    compress: true,
    mangle: true,
  });
  const declaration = new RegExp(`^export (?:async )?function ${name}\\(`);
  if (minified.errors.length > 0 || !declaration.test(minified.code)) {
    throw new Error(`${sourceFile} must hold the one exported function ${name}`);
  }
  return minified.code.replace(/^export /, "");
}
