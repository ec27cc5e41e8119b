/**
 * Stand-in services under the supervisor `npm start` uses, for scripts/supervise.test.ts. Each
 * argument is `name=port` (an HTTP server answering with its process id, so a test can kill it and
 * tell the restarted one apart) or `name=broken` (exits with code 3 as soon as it starts, like a
 * service whose port is taken). The first restart waits 0.2 s instead of 1 s so the test is quick;
 * everything else is npm start's policy.
 */
import { restartPolicy, superviseServices } from "../scripts/supervise.js";

const answerWithPid = `require("node:http").createServer((request, response) => response.end(String(process.pid))).listen(Number(process.env.PORT))`;
const failAtOnce = `console.error("cannot listen: the port is taken"); process.exit(3)`;

const services = process.argv.slice(2).map((argument) => {
  const [name = "", port = ""] = argument.split("=");
  const script = port === "broken" ? failAtOnce : answerWithPid;
  return { name, command: `node -e '${script}'`, env: { PORT: port } };
});

superviseServices(services, { policy: { ...restartPolicy, firstDelayMs: 200 } }).then(
  () => process.exit(0),
  () => process.exit(1),
);
