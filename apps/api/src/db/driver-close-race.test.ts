import { describe, expect, it } from "vitest";
import { isDriverCloseRace } from "./driver-close-race.ts";

function errorWithStack(message: string, stack: string, Kind: ErrorConstructor = TypeError) {
  const error = new Kind(message);
  error.stack = `${Kind.name}: ${message}\n${stack}`;
  return error;
}

describe("isDriverCloseRace", () => {
  const driverStack =
    "    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:483:21)";

  it("recognises the driver's write after close", () => {
    expect(
      isDriverCloseRace(errorWithStack("Cannot read properties of null (reading 'write')", driverStack)),
    ).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(
      isDriverCloseRace(
        errorWithStack(
          "Cannot read properties of null (reading 'write')",
          "    at ours (file:///app/src/x.ts:1:1)",
        ),
      ),
    ).toBe(false);
    expect(
      isDriverCloseRace(errorWithStack("Cannot read properties of null (reading 'end')", driverStack)),
    ).toBe(false);
    expect(
      isDriverCloseRace(
        errorWithStack("Cannot read properties of null (reading 'write')", driverStack, Error),
      ),
    ).toBe(false);
    expect(isDriverCloseRace("Cannot read properties of null (reading 'write')")).toBe(false);
  });
});
