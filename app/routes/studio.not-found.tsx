import { Link } from "react-router";

export function meta() {
  return [{ title: "Not found | Studio" }, { name: "robots", content: "noindex" }];
}

export default function StudioNotFound() {
  return (
    <section>
      <h1 className="font-serif text-3xl">This Studio page does not exist</h1>
      <p className="mt-4">
        <Link to="/studio/messages" className="underline underline-offset-4">
          Go to the messages
        </Link>
      </p>
    </section>
  );
}
