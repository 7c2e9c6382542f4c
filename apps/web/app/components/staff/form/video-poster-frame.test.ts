import { describe, expect, it } from "vitest";
import {
  POSTER_MAX_WIDTH,
  posterFileName,
  posterFrameSize,
  posterFrameTime,
  videoClock,
} from "./video-poster-frame.ts";

describe("the moment a video's poster frame is taken", () => {
  it("is a tenth into the video, at least 1 s and at most 5 s", () => {
    expect(posterFrameTime(8)).toBe(1);
    expect(posterFrameTime(20)).toBe(2);
    expect(posterFrameTime(34.5)).toBe(3.45);
    expect(posterFrameTime(60)).toBe(5);
    expect(posterFrameTime(3600)).toBe(5);
  });

  it("stays in the first half of a clip shorter than 2 s", () => {
    expect(posterFrameTime(2)).toBe(1);
    expect(posterFrameTime(1.5)).toBe(0.75);
    expect(posterFrameTime(0.1)).toBe(0.05);
  });

  it("is the first frame when the length is unknown", () => {
    expect(posterFrameTime(Number.NaN)).toBe(0);
    expect(posterFrameTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterFrameTime(0)).toBe(0);
    expect(posterFrameTime(-1)).toBe(0);
  });
});

describe("the poster frame's size", () => {
  it("is the video's own up to the cap", () => {
    expect(posterFrameSize(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(posterFrameSize(POSTER_MAX_WIDTH, 900)).toEqual({ width: POSTER_MAX_WIDTH, height: 900 });
    expect(posterFrameSize(720, 1280)).toEqual({ width: 720, height: 1280 });
  });

  it("is scaled down, keeping the shape, when wider than the cap", () => {
    expect(posterFrameSize(3840, 2160)).toEqual({ width: 1600, height: 900 });
    expect(posterFrameSize(1920, 1080, 960)).toEqual({ width: 960, height: 540 });
    expect(posterFrameSize(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it("is nothing for a video without a picture", () => {
    expect(posterFrameSize(0, 0)).toBeNull();
    expect(posterFrameSize(640, 0)).toBeNull();
    expect(posterFrameSize(Number.NaN, 480)).toBeNull();
  });
});

describe("the poster frame's wording", () => {
  it("writes the moment as a player does", () => {
    expect(videoClock(1)).toBe("0:01");
    expect(videoClock(0)).toBe("0:00");
    expect(videoClock(0.75)).toBe("0:00.8");
    expect(videoClock(3.45)).toBe("0:03.5");
    expect(videoClock(65)).toBe("1:05");
  });

  it("names the file after the video, by the format it was written in", () => {
    expect(posterFileName("dough-at-dawn.mp4", "image/webp")).toBe("dough-at-dawn-poster.webp");
    expect(posterFileName("Dough at dawn.final.webm", "image/jpeg")).toBe("Dough-at-dawn-final-poster.jpg");
    expect(posterFileName(".mp4", "image/webp")).toBe("video-poster.webp");
  });
});
