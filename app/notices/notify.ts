type NoticeVariant = "default" | "destructive";

export interface Notice {
  title: string;
  description: string;
  /** "destructive" marks an error: red, and announced at once by screen readers. */
  variant?: NoticeVariant;
}

/** The words of a notice on screen, as screen readers are to speak them. */
interface Announcement {
  id: number;
  text: string;
  urgent: boolean;
}

export interface NoticeState {
  /** Whether the page has asked for the notice area (sonner), which loads on demand. */
  areaRequested: boolean;
  announcements: readonly Announcement[];
}

type Display = (notice: Notice, id: number) => void;

const initialState: NoticeState = { areaRequested: false, announcements: [] };
let state = initialState;
const listeners = new Set<() => void>();
// Notices raised before the notice area finished loading wait here.
const waiting: Array<{ notice: Notice; id: number }> = [];
let display: Display | undefined;
let nextId = 1;

function update(next: Partial<NoticeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function spoken({ title, description }: Notice): string {
  return /[.!?]$/.test(title) ? `${title} ${description}` : `${title}. ${description}`;
}

/**
 * Shows a notice in the page's notice area and has screen readers speak it. On a page
 * without a notice area (see `Notices`) the notice is dropped rather than shown later elsewhere.
 */
export function notify(notice: Notice): void {
  if (listeners.size === 0) return;
  const id = nextId++;
  const urgent = notice.variant === "destructive";
  update({ announcements: [...state.announcements, { id, text: spoken(notice), urgent }] });
  if (display) {
    display(notice, id);
  } else {
    waiting.push({ notice, id });
    requestNoticeArea();
  }
}

/** Called when a notice leaves the screen, so that its words leave the live region too. */
export function withdrawAnnouncement(id: number): void {
  update({ announcements: state.announcements.filter((item) => item.id !== id) });
}

function requestNoticeArea(): void {
  if (!state.areaRequested) update({ areaRequested: true });
}

export function noticeState(): NoticeState {
  return state;
}

export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The page with the notice area is gone, and with it every notice on screen.
    if (listeners.size === 0) {
      waiting.length = 0;
      state = { ...state, announcements: [] };
    }
  };
}

/** Called by the mounted notice area: shows the waiting notices and then every new one. */
export function attachNoticeArea(show: Display): () => void {
  display = show;
  for (const { notice, id } of waiting.splice(0)) show(notice, id);
  return () => {
    if (display === show) display = undefined;
  };
}
