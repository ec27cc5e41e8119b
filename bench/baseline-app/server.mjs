// Serves the baseline build the way the storefront serves its own: compression, immutable assets, SSR.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.all("*splat", createRequestHandler({ build: await import("./build/server/index.js") }));
app.listen(Number(process.env.PORT ?? 3290), () => console.log(`baseline listening on ${process.env.PORT ?? 3290}`));
