import express, { Router } from "express";
import { z } from "zod";
import type { Logger } from "../logger.js";
import { badRequest, forbidden, StrapiError } from "../rest/errors.js";
import { hasBearer } from "../rest/auth.js";
import type { SubmissionStore } from "./submission-store.js";

/** Strapi's default JSON body limit (koa-body jsonLimit). */
export const FORM_BODY_LIMIT = "1mb";

const submitBodySchema = z.looseObject({
  token: z.string().optional(),
  formName: z.string().max(200).optional(),
  formData: z.record(z.string(), z.unknown(), { error: "formData must be an object" }),
});

/** The ezforms plugin's submit route, plus an owner-only listing of what was submitted. */
export function formRoutes(store: () => SubmissionStore, adminToken: string | undefined, logger: Logger): Router {
  const router = Router();

  router.post("/api/ezforms/submit", express.json({ limit: FORM_BODY_LIMIT }), (request, response) => {
    const parsed = submitBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw badRequest("formData is required and must be an object", {
        errors: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message, name: "ValidationError" })),
      });
    }
    const { formName, formData } = parsed.data;
    try {
      // ezforms stores "form" as the name unless its enableFormName option passes the client's through.
      store().add(formName ?? "form", formData);
    } catch (error) {
      logger.error(`ezforms: storing a submission failed: ${(error as Error).message}`);
      throw new StrapiError(500, "InternalServerError", "A Whoopsie Happened");
    }
    response.json(formData);
  });

  router.get("/api/ezforms/submissions", (request, response) => {
    if (!adminToken || !hasBearer(request, adminToken)) throw forbidden();
    const submissions = store().list();
    response.json({ data: submissions, meta: { total: submissions.length } });
  });

  return router;
}
