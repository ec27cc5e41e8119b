/**
 * `npm run start:cluster`'s round-robin balancer. A refused connection never reached the instance, so
 * a GET or HEAD goes to the next (a post's body may be spent). Instances trust its X-Forwarded-*.
 */
import http from "node:http";
import { createProxyServer } from "http-proxy-3";

const port = Number(process.env.BALANCER_PORT ?? 3000);
const targets = (process.env.BALANCER_TARGETS ?? "")
  .split(",")
  .map((target) => target.trim())
  .filter((target) => target !== "");
if (targets.length === 0) {
  console.error("The balancer needs BALANCER_TARGETS, a comma-separated list of instance URLs.");
  process.exit(1);
}

// Kept-alive connections to the instances, as nginx's `keepalive` in an upstream block: a new TCP
// connection per request would cost more than the request.
const proxy = createProxyServer({ xfwd: true, agent: new http.Agent({ keepAlive: true, maxSockets: 128 }) });
let next = 0;

function forward(request: http.IncomingMessage, response: http.ServerResponse, tried: number): void {
  const target = targets[next % targets.length] ?? targets[0];
  next += 1;
  proxy.web(request, response, { target }, (error: NodeJS.ErrnoException) => {
    const repeatable = request.method === "GET" || request.method === "HEAD";
    if (error.code === "ECONNREFUSED" && repeatable && tried + 1 < targets.length && !response.headersSent) {
      return forward(request, response, tried + 1);
    }
    console.error(`[balancer] ${target} failed: ${error.message}`);
    if (response.headersSent) return void response.destroy();
    response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("The shop is busy for a moment. Please try again.");
  });
}

http
  .createServer((request, response) => forward(request, response, 0))
  .listen(port, () => {
    console.log(`Balancer listening on port ${port}, round robin over ${targets.join(", ")}`);
  });
