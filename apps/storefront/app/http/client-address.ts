/**
 * The request header through which the Express server hands the visitor's address to the app.
 * The server always overwrites it (server.ts), so a visitor cannot choose their own.
 */
export const CLIENT_ADDRESS_HEADER = "x-bedsmade-client-address";
