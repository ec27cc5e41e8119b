import { once } from "node:events";
import net from "node:net";

/**
 * Plays an upstream's failures: `hang` is a frozen upstream, `refuse` one with nothing listening.
 * Leaving `pass` closes flowing connections, or the storefront's keep-alive pool would bypass the mode.
 */
export type ProxyMode = "pass" | "hang" | "refuse";

export type TcpProxy = {
  readonly port: number;
  readonly url: string;
  /** Connections accepted in `hang` mode and still waiting for an answer. */
  readonly held: number;
  /** HTTP requests passed on to the upstream so far (counted by their request lines). */
  readonly requests: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
};

const REQUEST_LINE = /(?:^|\r\n)(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ HTTP\/1\.[01]\r\n/g;

type HeldConnection = { client: net.Socket; release: () => void };

export async function startTcpProxy(upstreamPort: number, mode: ProxyMode = "pass"): Promise<TcpProxy> {
  let current = mode;
  const sockets = new Set<net.Socket>();
  const held = new Set<HeldConnection>();
  const flowing = new Set<net.Socket>();
  let requests = 0;

  function track(socket: net.Socket): void {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A reset from either side is part of the play, not a test failure.
    socket.on("error", () => socket.destroy());
  }

  function connectUpstream(client: net.Socket, received: Buffer[]): void {
    const upstream = net.connect(upstreamPort, "127.0.0.1");
    track(upstream);
    const countRequests = (chunk: Buffer) => {
      requests += chunk.toString("latin1").match(REQUEST_LINE)?.length ?? 0;
    };
    received.forEach(countRequests);
    for (const chunk of received) upstream.write(chunk);
    client.on("data", countRequests);
    client.pipe(upstream).pipe(client);
    flowing.add(client);
    client.on("close", () => flowing.delete(client));
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  }

  const server = net.createServer((client) => {
    track(client);
    if (current === "refuse") {
      client.resetAndDestroy();
      return;
    }
    if (current === "pass") {
      connectUpstream(client, []);
      return;
    }
    const received: Buffer[] = [];
    const collect = (chunk: Buffer) => received.push(chunk);
    const connection: HeldConnection = {
      client,
      release() {
        client.off("data", collect);
        held.delete(connection);
        connectUpstream(client, received);
      },
    };
    held.add(connection);
    client.on("data", collect);
    client.on("close", () => held.delete(connection));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get held() {
      return held.size;
    },
    get requests() {
      return requests;
    },
    setMode(next) {
      if (current === "pass" && next !== "pass") for (const client of flowing) client.destroy();
      current = next;
      if (next === "hang") return;
      for (const connection of [...held]) {
        if (next === "pass") connection.release();
        else connection.client.resetAndDestroy();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
