/** What the project's form calls the fields a build problem names by their place in the file. */
const fieldNames: Record<string, string> = {
  title: "title",
  year: "year",
  category: "category",
  type: "kind of project",
  description: "description",
  medium: "medium",
  dimensions: "dimensions",
  videoUrl: "video address",
  video: "video file",
  poster: "still",
  visibility: "who can see it",
  columns: "columns",
  bordered: "frame around each picture",
  images: "pictures",
  file: "file",
  alt: "alt text",
  availability: "availability",
  price: "price",
  currency: "currency",
  edition: "edition",
  framed: "framing",
};

/**
 * A field as the build names it (`images.2.alt`) in the words of the Studio's form ("Alt text of
 * picture 3"); a field it does not know keeps the build's name.
 */
export function fieldInWords(field: string): string {
  const parts = field.split(".");
  const at = parts.findIndex((part, index) => parts[index - 1] === "images" && /^\d+$/.test(part));
  const picture = at === -1 ? undefined : Number(parts[at]) + 1;
  const named = parts.filter((part) => !/^\d+$/.test(part));
  const last = named.at(-1);
  const own = picture !== undefined && last === "images" ? undefined : last;
  const words = own === undefined ? undefined : (fieldNames[own] ?? own);
  const said = [words, picture === undefined ? undefined : `picture ${picture}`];
  const text = said.filter((part) => part !== undefined).join(" of ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
