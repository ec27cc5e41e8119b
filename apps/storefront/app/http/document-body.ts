/**
 * A rendered document's bytes, handed from the entry to the Express handler beside its Response.
 *
 * The entry has the whole document in hand (entry.server.tsx). Sent as a Response body, those bytes
 * would be checked for lone surrogates, copied into a web stream and read back out of it, chunk by
 * chunk, only to reach the socket as the same bytes: about a twentieth of a rendered page's time on
 * the server (bench/REPORT.md). So the entry encodes the document once, gives the Response those
 * bytes as its body, and tags the Response with them; the handler writes the tagged bytes straight
 * to the socket. Anything else that reads the Response (a test, React Router itself) reads the same
 * bytes from its body. The tag is a registered symbol because the entry and the server are built
 * separately, each with its own copy of this module.
 */
const DOCUMENT_BYTES = Symbol.for("bedsmade.document-bytes");

type TaggedResponse = Response & { [DOCUMENT_BYTES]?: Uint8Array };

export function documentResponse(html: string, init: ResponseInit): Response {
  const bytes = Buffer.from(html, "utf8");
  const response: TaggedResponse = new Response(bytes, init);
  response[DOCUMENT_BYTES] = bytes;
  return response;
}

/** The bytes a Response from documentResponse carries; undefined for any other Response. */
export const documentBytesOf = (response: Response): Uint8Array | undefined =>
  (response as TaggedResponse)[DOCUMENT_BYTES];
