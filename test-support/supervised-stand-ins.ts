/**
 * `name=port` answers with its process id, so a test can tell the restarted one apart; `name=broken`
 * exits at once, like a service whose port is taken. The first restart waits 0.2 s, for speed.
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
