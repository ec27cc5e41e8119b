import { data } from "react-router";
import { clientKeyOf } from "../http/client-address.server";
import { FormResultPage } from "../forms/FormResultPage";
import { formHandlerDeps } from "../forms/forms.server";
import { handleFormPost } from "../forms/submit.server";
import type { Route } from "./+types/api.forms";
import { visitorCookiesMiddleware } from "../http/visitor-cookies.server";

/** The session and locale cookies: this route's answers are never shared (http/visitor-cookies.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [visitorCookiesMiddleware];

/**
 * POST /api/forms: every form on the site (subscribe, sold-out, contact). Scripted forms read the
 * answer through a fetcher; a script-less post lands here and the page below shows the result.
 */
export async function action({ request }: Route.ActionArgs) {
  const body = await request.formData().catch(() => new FormData());
  const answer = await handleFormPost(body, clientKeyOf(request), formHandlerDeps);
  const headers = new Headers({ ...answer.headers, "Cache-Control": "no-store" });
  return data(answer.result, { status: answer.status, headers });
}

/** A script-less post gets the page, so the action's own headers (Retry-After when limited) must reach it too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = () => [
  { title: "Your message | Bedsmade" },
  { name: "robots", content: "noindex" },
];

export default function FormsRoute({ actionData }: Route.ComponentProps) {
  return <FormResultPage result={actionData} />;
}
