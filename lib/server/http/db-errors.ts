// Reads what went wrong out of a database error, whichever layer threw it: Prisma's known request errors (the
// driver adapter's cause in `meta.driverAdapterError`), node-postgres errors (SQLSTATE in `code`), socket
// errors (`ECONNREFUSED`…) and pg-pool's plain errors, which carry only a message. Pure.

type Fields = {
  code?: unknown;
  meta?: unknown;
  cause?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
};

const asFields = (value: unknown): Fields | null =>
  typeof value === "object" && value !== null ? (value as Fields) : null;
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Prisma error codes for "the database is not there": cannot reach, timed out, closed, pool exhausted. */
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** Driver adapter kinds for the same. */
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Socket errors of a connection that failed or broke. */
const UNAVAILABLE_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** SQLSTATEs: too many connections, admin/crash shutdown, cannot connect now; class 08 is added below. */
const UNAVAILABLE_SQLSTATE = new Set(["53300", "57P01", "57P02", "57P03"]);
/** pg and pg-pool throw these without a code. */
const UNAVAILABLE_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable)$/;

/** PostgreSQL cannot store this character: NUL in text (22021) or in jsonb (22P05). */
const BAD_CHARACTER_SQLSTATE = new Set(["22021", "22P05"]);

/**
 * Data exceptions a value from the request causes: numeric out of range (22003), invalid datetime format (22007),
 * datetime field overflow (22008), time zone displacement out of range (22009, JavaScript's extreme dates) and
 * invalid text representation (22P02, e.g. a uuid that is not one). The edges validate what they read; this
 * is the backstop for the next route that forgets to.
 */
const BAD_VALUE_SQLSTATE = new Set(["22003", "22007", "22008", "22009", "22P02"]);

/** Every layer of the error: the error, Prisma's driver adapter cause, and `cause` chains (bounded). */
function layers(error: unknown): Fields[] {
  const found: Fields[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && found.length < 8) {
    const item = asFields(pending.shift());
    if (!item) continue;
    found.push(item);
    const meta = item.meta;
    if (typeof meta === "object" && meta !== null && "driverAdapterError" in meta)
      pending.push(meta.driverAdapterError);
    if (item.cause !== undefined) pending.push(item.cause);
  }
  return found;
}

function sqlStates(error: unknown): string[] {
  return layers(error)
    .flatMap((layer) => [text(layer.originalCode), text(layer.code)])
    .filter((code): code is string => code !== undefined && /^[0-9A-Z]{5}$/.test(code));
}

/** The database is unreachable, shutting down or out of connections: a 503 to retry later, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return layers(error).some((layer) => {
    const codes = [text(layer.code), text(layer.originalCode)].filter((code): code is string => code !== undefined);
    const unavailableCode = (code: string): boolean =>
      UNAVAILABLE_PRISMA.has(code) ||
      UNAVAILABLE_SOCKET.has(code) ||
      UNAVAILABLE_SQLSTATE.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code);
    return (
      codes.some(unavailableCode) ||
      UNAVAILABLE_KINDS.has(text(layer.kind) ?? "") ||
      UNAVAILABLE_MESSAGE.test(text(layer.message) ?? "")
    );
  });
}

/** A value held a character PostgreSQL refuses (the edge refuses NUL already; this is the backstop). */
export function isBadCharacter(error: unknown): boolean {
  return sqlStates(error).some((code) => BAD_CHARACTER_SQLSTATE.has(code));
}

/** PostgreSQL refused a value as out of range or malformed for its column type: bad input, not a server fault. */
export function isBadValue(error: unknown): boolean {
  return sqlStates(error).some((code) => BAD_VALUE_SQLSTATE.has(code));
}
