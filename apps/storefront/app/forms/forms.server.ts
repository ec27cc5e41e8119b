import { config } from "../config.server";
import { createCmsSubmitter } from "./cms-submit.server";
import { createRateLimiter } from "../http/rate-limit.server";
import { sharedState } from "../shared-state/shared-state.server";
import type { FormHandlerDeps } from "./submit.server";

/** Generous for people (a handful of forms a visit), tight for a script. */
const FORM_LIMIT = { name: "forms", max: 20, windowMs: 10 * 60 * 1000 };

/** The form handler's collaborators as configured for this process; tests build their own. */
export const formHandlerDeps: FormHandlerDeps = {
  limiter: createRateLimiter({ ...FORM_LIMIT, redis: sharedState(config).redis }),
  submit: createCmsSubmitter({ baseUrl: config.content.apiUrl, token: config.content.token }),
};
