/**
 * CSV export, for tokens granted `exportCsv` only (not the public role nor the storefront). "01-" makes
 * Strapi register it before the core `/form-submissions/:id`.
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
