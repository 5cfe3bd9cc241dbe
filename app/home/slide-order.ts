/**
 * The slideshow's pace, from the specification: a new image every 4 s. The 1 s fade between
 * two images is the transition class in Slideshow.tsx.
 */
export const slideInterval = 4000;

/** The slide after `index`, back to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
