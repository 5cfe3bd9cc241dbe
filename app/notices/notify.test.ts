import { afterEach, describe, expect, it } from "vitest";
import {
  attachNoticeArea,
  type Notice,
  noticeState,
  notify,
  subscribeToNotices,
  withdrawAnnouncement,
} from "./notify.ts";

const sent: Notice = {
  title: "Message sent successfully!",
  description: "Thank you for your message. I'll get back to you soon.",
};
const failed: Notice = {
  title: "Error sending message",
  description: "There was a problem sending your message. Please try again.",
  variant: "destructive",
};

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function page() {
  cleanups.push(subscribeToNotices(() => {}));
}

function area() {
  const shown: Array<{ notice: Notice; id: number }> = [];
  cleanups.push(attachNoticeArea((notice, id) => shown.push({ notice, id })));
  return shown;
}

describe("notices", () => {
  it("are dropped on a page without a notice area", () => {
    const shown = area();
    notify(sent);
    expect(shown).toEqual([]);
    expect(noticeState().announcements).toEqual([]);
  });

  it("wait for the notice area to load, then show in order", () => {
    page();
    notify(sent);
    notify(failed);
    expect(noticeState().areaRequested).toBe(true);
    const shown = area();
    expect(shown.map((item) => item.notice)).toEqual([sent, failed]);
  });

  it("are spoken politely, or at once for errors, until they leave the screen", () => {
    page();
    const shown = area();
    notify(sent);
    notify(failed);
    expect(noticeState().announcements.map(({ text, urgent }) => ({ text, urgent }))).toEqual([
      {
        text: "Message sent successfully! Thank you for your message. I'll get back to you soon.",
        urgent: false,
      },
      {
        text: "Error sending message. There was a problem sending your message. Please try again.",
        urgent: true,
      },
    ]);
    const first = shown[0];
    if (first) withdrawAnnouncement(first.id);
    expect(noticeState().announcements.map((item) => item.urgent)).toEqual([true]);
  });
});
