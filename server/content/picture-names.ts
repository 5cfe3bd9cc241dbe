import { readdir } from "node:fs/promises";

/**
 * The name the Studio gives a picture it adds to a folder: the next number after the highest
 * one a file there is named by (`01.jpg`, `02.png`, … `10.jpg`), with the extension of what the
 * picture is. The name a browser sent never reaches the file system.
 */
export async function nextPictureName(folder: string, extension: string): Promise<string> {
  const names = await readdir(folder).catch(() => []);
  const numbers = names.map((name) => /^(\d+)\.[^.]+$/.exec(name)?.[1]).map(Number);
  const highest = Math.max(0, ...numbers.filter((n) => Number.isSafeInteger(n)));
  return `${String(highest + 1).padStart(2, "0")}.${extension}`;
}
