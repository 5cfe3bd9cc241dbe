import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BrokenMetadata } from "./broken-metadata.server.ts";
import { videoHasLocation, videoWithoutLocation } from "./video-location.server.ts";

/**
 * Films that say where they were shot, made once with ffmpeg (1 s of its test pattern, 64 x 48):
 * `-metadata location=+48.6490-002.0257/` into an MP4 (a 3GPP loci box) and into a QuickTime
 * file (a ©xyz box), and Apple's key `com.apple.quicktime.location.ISO6709` with
 * `-movflags use_metadata_tags`, beside a title and a make that stay.
 */
const films = join(import.meta.dirname, "../../../tests/fixtures/films");
const located = ["located-loci.mp4", "located-xyz.mov", "located-keys.mov"];
const read = (name: string) => readFileSync(join(films, name));

/** How many bytes of two films of one length differ. */
function differences(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) count++;
  return count;
}

describe("where a film was shot", () => {
  it("is found in each way phones and cameras write it", () => {
    for (const name of located) expect(videoHasLocation(read(name)), name).toBe(true);
  });

  it("is taken out without moving a byte of the film: the same length, the picture data as it was", () => {
    for (const name of located) {
      const film = read(name);
      const cleaned = videoWithoutLocation(film);
      expect(videoHasLocation(cleaned), name).toBe(false);
      expect(cleaned.length, name).toBe(film.length);
      expect(cleaned.toString("latin1"), name).not.toMatch(/\+48\.6490-002\.0257/);
      const mdat = film.indexOf("mdat") - 4;
      const picture = (bytes: Buffer) => bytes.subarray(mdat, mdat + film.readUInt32BE(mdat));
      expect(picture(cleaned).equals(picture(film)), name).toBe(true);
      // Only the boxes that said where: a few dozen bytes of a film of some thousands.
      expect(differences(film, cleaned), name).toBeLessThan(120);
    }
    expect(videoWithoutLocation(read("located-keys.mov")).toString("latin1")).toContain("Harbour");
  });

  it("leaves a film that says nowhere, and a file that is no film, exactly as they are", () => {
    const film = readFileSync(
      join(import.meta.dirname, "../../../tests/fixtures/site/projects/signal-room/film.mp4"),
    );
    expect(videoWithoutLocation(film)).toBe(film);
    const text = Buffer.from("moving pictures");
    expect(videoWithoutLocation(text)).toBe(text);
  });

  it("is not guessed at in a film whose boxes do not hold together", () => {
    const film = Buffer.from(read("located-loci.mp4"));
    const moov = film.indexOf("moov") - 4;
    film.writeUInt32BE(film.length * 2, moov);
    expect(() => videoWithoutLocation(film)).toThrow(BrokenMetadata);
  });
});
