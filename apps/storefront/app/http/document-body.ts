/**
 * The entry's encoded document, tagged on its Response so the handler writes those bytes straight to
 * the socket: reading them back out of the Response cost a twentieth of a render (bench/REPORT.md).
 */
// Registered: the entry and the server are built apart, each with its own copy of this module.
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
