import { ApiError } from "./api-error.ts";

/**
 * The {message} of SPEC §8 'Error: {message}': what failed, in words a visitor can read, with
 * the HTTP layer status. Never the API's address or its internal messages.
 */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === "TIMEOUT_ERROR") return "the news took too long to load (TIMEOUT_ERROR)";
    if (error.status === "FETCH_ERROR") return "the news could not be reached (FETCH_ERROR)";
    if (error.status === "PARSING_ERROR") return "the news could not be read (PARSING_ERROR)";
    return `the news could not be loaded (${error.status})`;
  }
  return "the news could not be loaded";
}
