import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-url.ts";

const youtube = {
  provider: "youtube",
  id: "dQw4w9WgXcQ",
  watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
};

describe("video addresses", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?si=share",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    " https://www.youtube.com/watch?v=dQw4w9WgXcQ ",
  ])("reads the YouTube address %s as the privacy-enhanced player", (address) => {
    expect(parseVideoUrl(address)).toEqual(youtube);
  });

  it.each(["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"])(
    "reads the Vimeo address %s as its do-not-track player",
    (address) => {
      expect(parseVideoUrl(address)).toEqual({
        provider: "vimeo",
        id: "76979871",
        watchUrl: "https://vimeo.com/76979871",
        embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
      });
    },
  );

  it.each([
    "not an address",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "https://vimeo.com/channels/staffpicks",
    "javascript:alert(1)",
  ])("rejects %s", (address) => {
    expect(parseVideoUrl(address)).toBeUndefined();
  });
});
