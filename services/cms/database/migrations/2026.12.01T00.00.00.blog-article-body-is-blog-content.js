"use strict";

/**
 * Renames the blog article's body to blogContent before Strapi syncs the schema, or its blocks would
 * sit under a name no field reads. How: docs/cms.md, "Renaming a dynamic zone".
 */

const ARTICLE = "api::blog-article.blog-article";
const OLD_NAME = "pageContent";
const NEW_NAME = "blogContent";
const EDIT_VIEW = `plugin_content_manager_configuration_content_types::${ARTICLE}`;

/**
 * @param {import("knex").Knex.Transaction} trx
 * @param {any} db Strapi's database: its metadata names the tables as this model has them.
 */
async function renameBody(trx, db, from, to) {
  const schema = db.getSchemaName();
  const table = (name) => (schema ? trx(name).withSchema(schema) : trx(name));
  const zone = db.metadata.get(ARTICLE).attributes[NEW_NAME].joinTable;
  const [fieldColumn] = Object.keys(zone.on);
  // A new database has no tables yet: the schema sync makes them, and there is nothing to move.
  if (await db.getSchemaConnection(trx).hasTable(zone.name))
    await table(zone.name).where(fieldColumn, from).update(fieldColumn, to);

  const store = db.metadata.get("strapi::core-store").tableName;
  if (!(await db.getSchemaConnection(trx).hasTable(store))) return;
  const row = await table(store).where("key", EDIT_VIEW).first("id", "value");
  if (!row) return;
  await table(store)
    .where("id", row.id)
    .update("value", JSON.stringify(renameInEditView(JSON.parse(row.value), from, to)));
}

/** The content manager's configuration of the article's views, with the body under its new name. */
function renameInEditView(configuration, from, to) {
  const name = (field) => (field === from ? to : field);
  const { [from]: body, ...metadatas } = configuration.metadatas ?? {};
  return {
    ...configuration,
    metadatas: body === undefined ? metadatas : { ...metadatas, [to]: body },
    layouts: {
      ...configuration.layouts,
      list: (configuration.layouts?.list ?? []).map(name),
      edit: (configuration.layouts?.edit ?? []).map((row) => row.map((cell) => ({ ...cell, name: name(cell.name) }))),
    },
  };
}

module.exports = {
  up: (trx, db) => renameBody(trx, db, OLD_NAME, NEW_NAME),
  down: (trx, db) => renameBody(trx, db, NEW_NAME, OLD_NAME),
};
