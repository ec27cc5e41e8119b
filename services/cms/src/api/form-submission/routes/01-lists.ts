/**
 * `GET /api/form-submissions/export.csv?formType=subscribe|sold-out`: only for a caller with an API
 * token allowed `api::form-submission.lists.exportCsv` (a full-access token, or a custom one ticking
 * that action under Settings → API Tokens); the public role and the storefront's token may not.
 * The file name's "01-" makes Strapi register it before the core router's `/form-submissions/:id`.
 */
export default {
  type: "content-api",
  routes: [
    {
      method: "GET",
      path: "/form-submissions/export.csv",
      handler: "api::form-submission.lists.exportCsv",
    },
  ],
};
