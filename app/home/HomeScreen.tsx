import type { ResolvedImage } from "../../core/images/image-data.ts";
import { Slideshow } from "./Slideshow.tsx";

export function HomeScreen({
  name,
  tagline,
  slides,
}: {
  name: string;
  tagline: string;
  slides: ResolvedImage[];
}) {
  return (
    <>
      <h1 className="sr-only">
        {name}: {tagline}
      </h1>
      <Slideshow slides={slides} />
    </>
  );
}
