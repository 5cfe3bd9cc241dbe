import { redirect } from "react-router";

export function clientLoader() {
  return redirect("/studio/messages");
}

export default function StudioIndex() {
  return null;
}
