/** The slideshow's timing, from the specification: a new image every 4 s, fading over 1 s. */
export const slideInterval = 4000;
export const slideFade = 1000;

/** The slide after `index`, back to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
