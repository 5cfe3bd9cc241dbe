import { Link } from "react-router";
import { useHeadingFocus } from "../studio/shared/use-heading-focus.ts";

export function meta() {
  return [{ title: "Not found | Studio" }, { name: "robots", content: "noindex" }];
}

export default function StudioNotFound() {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section>
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl outline-none">
        This Studio page does not exist
      </h1>
      <p className="mt-4">
        <Link to="/studio/messages" className="underline underline-offset-4">
          Go to the messages
        </Link>
      </p>
    </section>
  );
}
