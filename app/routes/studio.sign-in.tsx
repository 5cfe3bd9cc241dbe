import { SignInScreen } from "../studio/SignInScreen.tsx";

export function meta() {
  return [{ title: "Sign in | Studio" }, { name: "robots", content: "noindex" }];
}

export default function SignInRoute() {
  return <SignInScreen />;
}
