import { constants, type BrotliOptions } from "node:zlib";

/**
 * Brotli at quality 6 for every answer, kept by the page cache or rendered for one request: on the
 * home page's 55 KB of HTML it takes about as long as gzip (0.9 ms against 0.7 ms) and is 11 % smaller
 * (11.9 KB against 13.3 KB), which keeps a page and its headers within a phone's first round trip
 * (14.6 KB). The compression middleware's own default, quality 4, is as quick and 8 % larger. Quality 9
 * and above cost 14–53 ms a page: a page cache that is refilled on every `no-cache` request, or a
 * stream of new addresses, would spend that over and over.
 */
export const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
