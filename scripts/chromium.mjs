// The Chromium the browser tests and the screenshot script launch: Debian's binary (or CHROME_PATH)
// without a sandbox (containers), a GPU or any traffic of its own beside the pages it is sent to.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
